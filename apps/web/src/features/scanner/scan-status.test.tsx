import scanner from "@frontalier/shared/locales/en/scanner.json";
import { readScannedCode } from "@frontalier/shared/scanner/scan-format";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../i18n/i18n-instance";
import { I18nProvider } from "../../i18n/i18n-provider";
import { ScanStatus } from "./scan-status";

describe("ScanStatus: a code that names no article", () => {
  // No data maps a manufacturer's GTIN to an article (issue 24): it is said so, with what was read.
  it("says a manufacturer's EAN-13 holds no article code and shows the digits read", () => {
    const read = { format: "ean-13" as const, text: "4002515289693" };
    expect(readScannedCode(read.text, read.format)).toEqual({ kind: "unknown" });
    const i18n = createI18n({
      language: "en",
      resources: { en: { scanner } },
      defaultNamespace: "scanner",
    });
    render(
      <I18nProvider i18n={i18n}>
        <ScanStatus
          view={{ phase: "scanning", unrecognised: true, read }}
          tip={null}
          onRetryNavigation={() => {}}
        />
      </I18nProvider>,
    );
    expect(screen.getByText("This code (EAN-13) holds no article code")).toBeVisible();
    expect(screen.getByTestId("scanner-read")).toHaveTextContent("Read: 4002515289693");
  });
});
