import pdfImport from "@frontalier/shared/locales/fr/pdf-import.json";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import type { ReviewLine } from "../review-state";
import { RecognisedTable } from "./recognised-table";

const line = (code: string, documentName: string, catalogueName: string | null): ReviewLine => ({
  key: code,
  code,
  formattedCode: `${code.slice(0, 3)}.${code.slice(3, 6)}.${code.slice(6)}`,
  documentName,
  group: null,
  quantity: 1,
  quantityOnDocument: 1,
  unitPrice: null,
  lineTotal: null,
  page: 1,
  catalogueName,
  priceCheck: null,
});

describe("the PDF review's recognised lines (issue 20)", () => {
  it("flags a line whose printed name is not its code's article, and only that one", () => {
    const i18n = createI18n({
      language: "fr",
      resources: { fr: { "pdf-import": pdfImport } },
      defaultNamespace: "pdf-import",
    });
    render(
      <I18nProvider i18n={i18n}>
        <RecognisedTable
          lines={[
            line("80275887", "KALLAX Étagère, blanc", "LEAK"),
            line("00263850", "BILLY Bibliothèque", "BILLY"),
            line("30449908", "Table d’appoint", "LACK"),
          ]}
          dispatch={() => {}}
        />
      </I18nProvider>,
    );
    const flags = screen.getAllByTestId("pdf-name-disagrees");
    // The name shows twice per line (the phone's cell and the wide one), the flag with it.
    expect(flags.length).toBeGreaterThan(0);
    for (const flag of flags)
      expect(flag).toHaveTextContent(
        "Le nom ne correspond pas : le code 802.758.87 est « LEAK » au catalogue. Vérifiez le code.",
      );
    expect(document.body.textContent?.match(/Le nom ne correspond pas/g)).toHaveLength(
      flags.length,
    );
  });
});
