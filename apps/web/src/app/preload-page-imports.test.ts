import { afterEach, describe, expect, it } from "vitest";
import { preloadPageImports } from "./preload-page-imports";

afterEach(() => {
  document.head.innerHTML = "";
});

const preloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute("href"),
  );

describe("the page's imports asked for when the app starts (issue 19)", () => {
  it("preloads every chunk the server listed", () => {
    document.head.innerHTML =
      '<meta name="page-imports" content="/assets/a-1.js /assets/B_2-x.js">';
    preloadPageImports();
    expect(preloads()).toEqual(["/assets/a-1.js", "/assets/B_2-x.js"]);
    expect(document.head.querySelector("link")?.crossOrigin).toBe("");
  });

  it("takes nothing but our own chunks", () => {
    document.head.innerHTML =
      '<meta name="page-imports" content="https://evil.example/x.js /assets/../x.js //cdn/x.js /assets/ok.js">';
    preloadPageImports();
    expect(preloads()).toEqual(["/assets/ok.js"]);
  });

  it("does nothing without the meta", () => {
    preloadPageImports();
    expect(preloads()).toEqual([]);
  });
});
