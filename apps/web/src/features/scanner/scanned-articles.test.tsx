import scanner from "@frontalier/shared/locales/fr/scanner.json";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { createI18n } from "../../i18n/i18n-instance";
import { I18nProvider } from "../../i18n/i18n-provider";
import { ScannedArticles } from "./scanned-articles";

const items = [
  { code: "80275887", quantity: 2 },
  { code: "30379118", quantity: 1 },
];

function renderList(onAddAll: () => Promise<{ unknown: readonly string[] }>) {
  const i18n = createI18n({
    language: "fr",
    resources: { fr: { scanner } },
    defaultNamespace: "scanner",
  });
  const onScanAgain = vi.fn();
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <ScannedArticles items={items} onAddAll={onAddAll} onScanAgain={onScanAgain} />
      </MemoryRouter>
    </I18nProvider>,
  );
  return { onScanAgain };
}

describe("ScannedArticles", () => {
  it("lists each article with its quantity and its podium", () => {
    renderList(async () => ({ unknown: [] }));
    const rows = screen.getAllByRole("listitem");
    expect(rows.map((row) => row.textContent)).toEqual([
      "802.758.87Quantité\u00a0: 2",
      "303.791.18Quantité\u00a0: 1",
    ]);
    expect(screen.getByRole("link", { name: "802.758.87" })).toHaveAttribute(
      "href",
      "/podium/802.758.87",
    );
  });

  it("adds them all in one call, then links to the wishlist", async () => {
    const onAddAll = vi.fn(async () => ({ unknown: [] as string[] }));
    renderList(onAddAll);
    await userEvent.click(screen.getByRole("button", { name: "Tout ajouter à ma liste d’envies" }));
    expect(onAddAll).toHaveBeenCalledExactlyOnceWith(items);
    expect(
      await screen.findByText("Articles ajoutés à votre liste d’envies : 2"),
    ).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Ouvrir ma liste d’envies" })).toHaveAttribute(
      "href",
      "/wishlist",
    );
    expect(screen.queryByRole("button", { name: "Tout ajouter à ma liste d’envies" })).toBeNull();
  });

  it("counts only what was added and names the codes no retailer country knows", async () => {
    renderList(async () => ({ unknown: ["80275887"] }));
    await userEvent.click(screen.getByRole("button", { name: "Tout ajouter à ma liste d’envies" }));
    expect(
      await screen.findByText("Articles ajoutés à votre liste d’envies : 1"),
    ).toBeInTheDocument();
    expect(screen.getByText("Inconnus d’IKEA, non ajoutés : 802.758.87")).toBeInTheDocument();
  });

  it("says when adding failed and lets the shopper try again", async () => {
    const onAddAll = vi
      .fn()
      .mockRejectedValueOnce(new Error("503"))
      .mockResolvedValueOnce({ unknown: [] });
    renderList(onAddAll);
    const button = screen.getByRole("button", { name: "Tout ajouter à ma liste d’envies" });
    await userEvent.click(button);
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "Les articles n’ont pas pu être ajoutés",
    );
    await userEvent.click(button);
    expect(
      await screen.findByText("Articles ajoutés à votre liste d’envies : 2"),
    ).toBeInTheDocument();
  });

  it("offers another scan", async () => {
    const { onScanAgain } = renderList(async () => ({ unknown: [] }));
    await userEvent.click(screen.getByRole("button", { name: "Scanner un autre code" }));
    expect(onScanAgain).toHaveBeenCalledOnce();
  });
});
