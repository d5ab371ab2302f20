import { describe, expect, it } from "vitest";
import { picklistPath, podiumPath, productCodePath, wishlistPath } from "./route-links";
import { matchRoute } from "./routes";

/** The route a link lands on, as the web router and the server resolve it. */
function landsOn(link: string): string {
  const url = new URL(link, "https://example.test");
  const match = matchRoute(url.pathname);
  return match.kind === "ok" ? match.route.id : match.kind;
}

describe("links to the screens", () => {
  it("point a podium link at the formatted code", () => {
    expect(podiumPath("80275887")).toBe("/podium/802.758.87");
    expect(podiumPath("802.758.87")).toBe("/podium/802.758.87");
    expect(podiumPath("https://www.ikea.com/fr/fr/p/billy-s69305697/")).toBe("/podium/693.056.97");
    expect(landsOn(podiumPath("80275887"))).toBe("podium");
    expect(() => podiumPath("billy")).toThrow();
  });

  it("point a wishlist link at the basket and its position", () => {
    expect(wishlistPath(12, 0)).toBe("/wishlist/12?index=0");
    expect(new URL(wishlistPath(12, 3), "https://example.test").searchParams.get("index")).toBe(
      "3",
    );
    expect(landsOn(wishlistPath(12, 0))).toBe("wishlistItem");
  });

  it("point a picklist link at the basket and its countries", () => {
    expect(picklistPath(7, ["FR", "BE", "DE"])).toBe("/picklist/7/FR,BE,DE");
    expect(picklistPath(7, "FR,BE")).toBe("/picklist/7/FR,BE");
    expect(landsOn(picklistPath(7, ["FR", "BE"]))).toBe("picklistList");
  });

  it("carry a typed search in the query", () => {
    expect(productCodePath("billy & co")).toBe("/product-code?q=billy%20%26%20co");
    expect(landsOn(productCodePath("billy"))).toBe("productCode");
  });
});
