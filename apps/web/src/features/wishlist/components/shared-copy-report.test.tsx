import wishlistDe from "@frontalier/shared/locales/de/wishlist.json";
import wishlist from "@frontalier/shared/locales/fr/wishlist.json";
import { cleanup, render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import type { SharedCopy } from "../api/wishlist-api";
import { SharedCopyReport } from "./shared-copy-report";

const copy = (more: Partial<SharedCopy>): SharedCopy => ({
  basketId: 7,
  position: 2,
  intoCurrent: true,
  added: 0,
  updated: 0,
  unknown: 0,
  noRoom: 0,
  ...more,
});

function show(report: SharedCopy, language = "fr") {
  const i18n = createI18n({
    language,
    resources: { fr: { wishlist }, de: { wishlist: wishlistDe } },
    defaultNamespace: "wishlist",
  });
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <SharedCopyReport copy={report} ref={null} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const status = screen.getByRole("status");
  return { status, text: status.textContent?.replace(/\u202f|\u00a0/g, " ") ?? "" };
}

afterEach(cleanup);

describe("SharedCopyReport", () => {
  it("says how many were copied into the current list, how many not and why, with the premium link", () => {
    const { status, text } = show(copy({ added: 2, updated: 1, noRoom: 3, unknown: 1 }));
    expect(text).toContain("3 articles copiés dans votre liste d’envies");
    expect(text).toContain("Vous avez déjà 3 listes, le maximum sans Premium");
    expect(text).toContain(
      "3 articles n’ont pas été copiés : votre liste a atteint sa limite de 1 000 articles.",
    );
    expect(text).toContain("1 article n’a pas été copié : aucun de vos pays comparés ne le vend.");
    expect(within(status).getByRole("link", { name: /^Premium/ })).toHaveAttribute(
      "href",
      "/subscription",
    );
    expect(within(status).getByRole("link", { name: "Voir ma liste d’envies" })).toHaveAttribute(
      "href",
      "/wishlist/7?index=2",
    );
  });

  it("says a full list took nothing new, in the shopper's language", () => {
    const { text } = show(copy({ updated: 1, noRoom: 5 }), "de");
    expect(text).toContain("1 Artikel in deine Wunschliste kopiert");
    expect(text).toContain("5 Artikel wurden nicht kopiert: Deine Liste hat ihre Grenze von 1.000");
  });

  it("leaves out the premium offer when the copy made a new list", () => {
    const { status, text } = show(copy({ intoCurrent: false, added: 4, unknown: 2 }));
    expect(text).toContain("4 articles copiés");
    expect(text).toContain("2 articles n’ont pas été copiés : aucun de vos pays comparés");
    expect(text).not.toContain("Premium");
    expect(within(status).getAllByRole("link")).toHaveLength(1);
  });
});
