import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import frTypes from "../../../../packages/shared/locales/fr/product-types.json";
import { createI18n } from "../i18n/i18n-instance";
import { I18nProvider } from "../i18n/i18n-provider";
import { useProductTypeLabel } from "./product-type-label";

function Types({ names }: { names: (string | null)[] }) {
  const label = useProductTypeLabel();
  return (
    <ul>
      {names.map((name) => (
        <li key={String(name)}>{String(label(name))}</li>
      ))}
    </ul>
  );
}

describe("useProductTypeLabel", () => {
  it("translates the English type names of the offline catalogue, and leaves others as they came", () => {
    const i18n = createI18n({
      language: "fr",
      resources: { fr: { "product-types": frTypes } },
    });
    render(
      <I18nProvider i18n={i18n}>
        <Types
          names={["Shelving unit", "3-seat sofa", "Children's chair", "Étagère murale", null]}
        />
      </I18nProvider>,
    );
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual([
      "Étagère",
      frTypes["3-seat-sofa"],
      frTypes["childrens-chair"],
      "Étagère murale",
      "null",
    ]);
  });
});
