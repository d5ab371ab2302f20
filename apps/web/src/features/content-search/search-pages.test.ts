import { describe, expect, it } from "vitest";
import { searchContent } from "./search-pages";

const describePage = (id: string) =>
  ({ faq: "Questions fréquentes", map: "Carte des magasins", help: "Aide" })[id] ?? id;

describe("content search", () => {
  it("finds pages by accent-insensitive words", () => {
    expect(searchContent("frequentes", describePage).map((r) => r.path)).toEqual(["/faq"]);
    expect(searchContent("CARTE magasins", describePage).map((r) => r.path)).toEqual(["/map"]);
  });

  it("offers the podium for an article code first", () => {
    const [first] = searchContent("802 758 87", describePage);
    expect(first).toEqual({ kind: "article", path: "/podium/802.758.87", code: "802.758.87" });
  });

  it("returns nothing for an empty query", () => {
    expect(searchContent("   ", describePage)).toEqual([]);
  });
});
