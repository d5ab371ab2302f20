import common from "@frontalier/shared/locales/de/common.json";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/i18n-instance";
import { I18nProvider } from "../../i18n/i18n-provider";
import { StaleRatesWarning } from "./stale-rates-warning";

const show = (props: Parameters<typeof StaleRatesWarning>[0]) =>
  render(
    <I18nProvider
      i18n={createI18n({
        language: "de",
        resources: { de: { common } },
        defaultNamespace: "common",
      })}
    >
      <StaleRatesWarning {...props} />
    </I18nProvider>,
  );

describe("StaleRatesWarning", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("tells a German shopper that the daily refresh failed, with the rate date", () => {
    vi.useFakeTimers({ now: new Date("2025-05-15T09:00:00Z"), toFake: ["Date"] });
    show({ rateDate: "2025-05-09", refresh: "daily" });
    const warning = screen.getByRole("status");
    expect(warning).toHaveTextContent("Wechselkurse vom 09.05.2025: nicht mehr aktuell");
    expect(warning).toHaveTextContent(common.rates.stale.refresh_failed);
    expect(warning).not.toHaveTextContent(common.rates.stale.no_source);
  });

  it("says no rate source is configured when there is none", () => {
    vi.useFakeTimers({ now: new Date("2025-05-15T09:00:00Z"), toFake: ["Date"] });
    show({ rateDate: "2025-05-09", refresh: "off" });
    expect(screen.getByRole("status")).toHaveTextContent(common.rates.stale.no_source);
  });

  it("shows nothing on the third business day", () => {
    vi.useFakeTimers({ now: new Date("2025-05-14T18:00:00Z"), toFake: ["Date"] });
    const { container } = show({ rateDate: "2025-05-09", refresh: "daily" });
    expect(container).toBeEmptyDOMElement();
  });
});
