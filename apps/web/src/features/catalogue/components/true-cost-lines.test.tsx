import type { PodiumEntryDto } from "@frontalier/shared/contracts/podium";
import crossBorderEn from "@frontalier/shared/locales/en/cross-border.json";
import crossBorder from "@frontalier/shared/locales/fr/cross-border.json";
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { TrueCostLines } from "../../../components/ui/true-cost-lines";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { type CarryHome, CarryHomeControl } from "./carry-home-control";

type TrueCost = NonNullable<PodiumEntryDto["trueCost"]>;

const cost = (more: Partial<TrueCost> = {}): TrueCost => ({
  totalMinor: 17_889,
  refundOutcome: "refunded",
  refundMinor: 2090,
  refundMinimum: { amountMinor: 5001, currency: "EUR" },
  importVatMinor: 1273,
  dutyMinor: 0,
  allowanceMinor: 15_000,
  allowanceExceeded: true,
  ...more,
});

function renderIn(language: string, node: React.ReactNode) {
  const i18n = createI18n({
    language,
    resources: { fr: { "cross-border": crossBorder }, en: { "cross-border": crossBorderEn } },
    defaultNamespace: "cross-border",
  });
  cleanup();
  render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
}

const lines = () => screen.getAllByRole("listitem").map((item) => item.textContent);

describe("true cost lines", () => {
  it("says each component of a Swiss shopper's true cost in French", () => {
    renderIn("fr", <TrueCostLines cost={cost()} currency="CHF" travellers={1} />);
    expect(lines()).toEqual([
      "Détaxe −20,90\u00a0CHF",
      "TVA à l’importation +12,73\u00a0CHF",
      "Franchise de 150,00\u00a0CHF dépassée",
      "Coût réel 178,89\u00a0CHF",
    ]);
  });

  it("counts the travellers, and says why nothing was refunded", () => {
    renderIn(
      "en",
      <TrueCostLines
        cost={cost({ refundOutcome: "below-minimum", refundMinor: 0, allowanceMinor: 30_000 })}
        currency="CHF"
        travellers={2}
      />,
    );
    expect(lines()[0]).toBe("No VAT refund below €50.01 per receipt");
    expect(lines()).toContain("Allowance of CHF\u00a0300.00 for 2 travellers exceeded");
  });

  it("says British duty is not included, and nothing for the home country", () => {
    renderIn(
      "en",
      <TrueCostLines
        cost={cost({ dutyMinor: null, refundOutcome: "no-scheme", refundMinor: 0 })}
        currency="GBP"
        travellers={1}
      />,
    );
    expect(lines()).toContain("No VAT refund in this country");
    expect(lines()).toContain("Customs duty not included");
    renderIn(
      "en",
      <TrueCostLines
        cost={cost({ refundOutcome: "same-country" })}
        currency="CHF"
        travellers={1}
      />,
    );
    expect(screen.queryByTestId("true-cost")).toBeNull();
  });
});

describe("carry-home control", () => {
  function Harness() {
    const [value, setValue] = useState<CarryHome>({ carry: true, travellers: 1 });
    return (
      <>
        <CarryHomeControl home="CH" value={value} onChange={setValue} />
        <output data-testid="state">{JSON.stringify(value)}</output>
      </>
    );
  }

  it("names the home country and changes the travellers, hidden when not carrying", () => {
    renderIn("fr", <Harness />);
    const checkbox = screen.getByRole("checkbox", {
      name: "Je vis hors de l’UE (Suisse) et je rapporte mes achats moi-même",
    });
    fireEvent.change(screen.getByLabelText("Voyageurs"), { target: { value: "3" } });
    expect(screen.getByTestId("state").textContent).toBe('{"carry":true,"travellers":3}');
    fireEvent.click(checkbox);
    expect(screen.getByTestId("state").textContent).toBe('{"carry":false,"travellers":3}');
    expect(screen.queryByLabelText("Voyageurs")).toBeNull();
  });
});
