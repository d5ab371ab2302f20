import type { PaymentMode, PlansResponse } from "@frontalier/shared/contracts/billing";
import billingEn from "@frontalier/shared/locales/en/billing.json";
import billingFr from "@frontalier/shared/locales/fr/billing.json";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { call } from "../../../lib/api/call";
import { PlanCards } from "./plan-cards";

const config = vi.hoisted(() => ({ payments: null as PaymentMode | null }));

vi.mock("../../../config/app-config", () => ({ appConfig: config }));

vi.mock("../../../lib/api/call", () => ({ call: vi.fn() }));

function i18n(lng: "fr" | "en") {
  const instance = createI18n({
    language: lng,
    resources: { fr: { billing: billingFr }, en: { billing: billingEn } },
    defaultNamespace: "billing",
  });
  return instance;
}

const plans = (provider: PaymentMode): PlansResponse => ({
  provider,
  plans: [
    { id: "monthly", amountMinor: 299, currency: "EUR" },
    { id: "yearly", amountMinor: 2999, currency: "EUR" },
  ],
});

function renderCards(lng: "fr" | "en", onChoose?: () => void, selected?: "monthly" | "yearly") {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <I18nProvider i18n={i18n(lng)}>
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <PlanCards onChoose={onChoose} selected={selected} />
        </MemoryRouter>
      </QueryClientProvider>
    </I18nProvider>,
  );
}

beforeEach(() => {
  vi.mocked(call).mockReset();
  config.payments = null;
});

describe("PlanCards", () => {
  it("offers the plans while a provider takes the payments", async () => {
    config.payments = "sandbox";
    vi.mocked(call).mockResolvedValue(plans("sandbox"));
    renderCards("en");
    expect(await screen.findAllByRole("link", { name: "Choose this plan" })).toHaveLength(2);
    expect(screen.getByTestId("sandbox-notice")).toBeVisible();
    expect(screen.queryByTestId("payments-unavailable")).toBeNull();
  });

  it("says plainly that premium cannot be bought when the page's configuration says payments are off", async () => {
    config.payments = "off";
    vi.mocked(call).mockResolvedValue(plans("off"));
    const onChoose = vi.fn();
    renderCards("fr", onChoose);
    expect(await screen.findByTestId("payments-unavailable")).toHaveTextContent(
      billingFr.unavailable.title,
    );
    // Testing Library reads the page's no-break spaces (French typography) as plain spaces.
    expect(screen.getByText(billingFr.unavailable.lead.replace(/\s+/g, " "))).toBeVisible();
    const buttons = screen.getAllByRole("button", { name: billingFr.unavailable.plan });
    expect(buttons).toHaveLength(2);
    for (const button of buttons) expect(button).toBeDisabled();
    expect(screen.queryByRole("button", { name: billingFr.plans.choose })).toBeNull();
    expect(screen.queryByTestId("sandbox-notice")).toBeNull();
    // The prices stay, so that the shopper knows what premium would cost.
    expect(screen.getByTestId("plan-yearly")).toHaveTextContent("29,99");
  });

  it("marks the plan chosen before (/pay?plan=yearly) and goes on to pay for it", async () => {
    config.payments = "sandbox";
    vi.mocked(call).mockResolvedValue(plans("sandbox"));
    const onChoose = vi.fn();
    renderCards("en", onChoose, "yearly");
    const yearly = await screen.findByTestId("plan-yearly");
    expect(yearly).toHaveAttribute("data-selected", "true");
    expect(yearly).toHaveTextContent("Your choice");
    expect(screen.getByTestId("plan-monthly")).not.toHaveAttribute("data-selected");
    expect(screen.getByTestId("plan-monthly")).not.toHaveTextContent("Your choice");
    screen.getByRole("button", { name: "Continue to payment" }).click();
    expect(onChoose).toHaveBeenCalledWith("yearly");
    expect(screen.getAllByRole("button", { name: "Choose this plan" })).toHaveLength(1);
  });

  it("believes the plans when the page says nothing (the Vite dev server)", async () => {
    vi.mocked(call).mockResolvedValue(plans("off"));
    renderCards("en");
    expect(await screen.findByTestId("payments-unavailable")).toHaveTextContent(
      "Payments unavailable",
    );
    expect(screen.queryByRole("link", { name: "Choose this plan" })).toBeNull();
  });
});
