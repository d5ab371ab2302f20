import enCommon from "@frontalier/shared/locales/en/common.json";
import common from "@frontalier/shared/locales/fr/common.json";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n-instance";
import { I18nProvider } from "../../i18n/i18n-provider";
import { ReducedPrice, regularAtSameRate } from "./reduced-price";

const show = (props: Parameters<typeof ReducedPrice>[0], language = "fr") =>
  render(
    <I18nProvider
      i18n={createI18n({
        language,
        resources: { fr: { common }, en: { common: enCommon } },
        defaultNamespace: "common",
      })}
    >
      <p data-testid="price">
        <ReducedPrice {...props} />
      </p>
    </I18nProvider>,
  );

describe("ReducedPrice", () => {
  it("strikes the regular price through and says both to screen readers", () => {
    show({ amountMinor: 4999, regularMinor: 5999, currency: "EUR" });
    const struck = screen.getByText("59,99 €", { selector: "s" });
    expect(struck.closest("[aria-hidden='true']")).not.toBeNull();
    expect(screen.getByText("Prix habituel 59,99 €, prix réduit 49,99 €")).toHaveClass("sr-only");
    expect(screen.getByTestId("price")).toHaveTextContent("59,99 €49,99 €");
  });

  it("in English too", () => {
    show({ amountMinor: 4999, regularMinor: 5999, currency: "EUR" }, "en");
    expect(screen.getByText("Regular price €59.99, reduced price €49.99")).toBeInTheDocument();
  });

  it.each([null, undefined, 4999, 3000])(
    "shows the price alone when the regular one is %s",
    (regular) => {
      show({ amountMinor: 4999, regularMinor: regular, currency: "EUR" });
      expect(screen.getByTestId("price")).toHaveTextContent(/^49,99 €$/);
      expect(screen.queryByTestId("reduced-price")).toBeNull();
      expect(document.querySelector("s")).toBeNull();
    },
  );

  it("converts the regular price at the rate of the price", () => {
    // 40.00 CHF shown as 42.77 EUR: the regular 46.81 CHF is 50.05 EUR.
    expect(regularAtSameRate(4681, 4000, 4277)).toBe(5005);
    expect(regularAtSameRate(null, 4000, 4277)).toBeNull();
  });
});
