import pdfImport from "@frontalier/shared/locales/fr/pdf-import.json";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import type { Review } from "../review-state";
import { OcrNotice, UnsureText } from "./ocr-marks";

const i18n = () =>
  createI18n({
    language: "fr",
    resources: { fr: { "pdf-import": pdfImport } },
    defaultNamespace: "pdf-import",
  });

const review = (unsureWords?: string[]): Review =>
  ({
    model: "kitchen-planner",
    pages: 1,
    seen: 1,
    fixes: [],
    lines: [{ key: "l0", documentName: "METOD Élément", unsureWords }],
  }) as unknown as Review;

describe("OCR marks (issue 24)", () => {
  it("highlights the words OCR was unsure of, named for screen readers", () => {
    render(
      <I18nProvider i18n={i18n()}>
        <UnsureText text="7 METOD Élément bas" words={["Élément"]} />
      </I18nProvider>,
    );
    const marks = screen.getAllByTestId("pdf-unsure-word");
    expect(marks).toHaveLength(1);
    expect(marks[0]).toHaveTextContent("mot incertain : Élément");
    expect(document.body).toHaveTextContent("7 METOD mot incertain : Élément bas");
  });

  it("says a list read from a photo is to be checked, and nothing for a PDF's text", () => {
    const { rerender } = render(
      <I18nProvider i18n={i18n()}>
        <OcrNotice review={review([])} />
      </I18nProvider>,
    );
    expect(screen.getByTestId("pdf-ocr-notice")).toHaveTextContent(/Lu sur une photo ou un scan/);
    rerender(
      <I18nProvider i18n={i18n()}>
        <OcrNotice review={review(undefined)} />
      </I18nProvider>,
    );
    expect(screen.queryByTestId("pdf-ocr-notice")).toBeNull();
  });
});
