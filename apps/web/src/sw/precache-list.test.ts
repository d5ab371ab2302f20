// @vitest-environment node
import type { Rolldown } from "vite";
import { describe, expect, it } from "vitest";
import { localeLists, precacheList } from "../../build/service-worker";

const chunk = (
  fileName: string,
  options: Partial<Rolldown.OutputChunk> & { css?: string[] } = {},
): Rolldown.OutputChunk =>
  ({
    type: "chunk",
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    ...options,
    viteMetadata: { importedCss: new Set(options.css ?? []), importedAssets: new Set() },
  }) as unknown as Rolldown.OutputChunk;

const asset = (fileName: string) =>
  ({ type: "asset", fileName, source: "" }) as unknown as Rolldown.OutputAsset;

const page = (name: string) => `/repo/apps/web/src/pages/${name}.tsx`;

/** A build as Rolldown hands it to the plugin: an entry, its lazy shell parts and pages. */
const bundle = Object.fromEntries(
  [
    chunk("assets/index-a1.js", {
      isEntry: true,
      imports: ["assets/shared-b2.js"],
      dynamicImports: [
        "assets/layout-c3.js",
        "assets/wishlist-d4.js",
        "assets/podium-e5.js",
        "assets/scanner-f6.js",
        "assets/admin-g7.js",
        "assets/map-h8.js",
      ],
      css: ["assets/index-a1.css"],
    }),
    chunk("assets/shared-b2.js"),
    chunk("assets/layout-c3.js", {
      facadeModuleId: "/repo/apps/web/src/app/layouts/default-layout.tsx",
    }),
    chunk("assets/wishlist-d4.js", {
      facadeModuleId: page("wishlist"),
      imports: ["assets/plan-i9.js"],
    }),
    chunk("assets/plan-i9.js"),
    chunk("assets/podium-e5.js", { facadeModuleId: page("podium"), css: ["assets/podium-e5.css"] }),
    chunk("assets/scanner-f6.js", {
      facadeModuleId: page("scanner"),
      dynamicImports: ["assets/reader-j1.js"],
    }),
    chunk("assets/reader-j1.js"),
    chunk("assets/admin-g7.js", {
      facadeModuleId: page("admin"),
      imports: ["assets/admin-only-k2.js"],
    }),
    chunk("assets/admin-only-k2.js"),
    chunk("assets/map-h8.js", { facadeModuleId: page("map") }),
    asset("assets/zxing_reader-l3.wasm"),
    asset("assets/locales/b1/fr/common.json"),
    asset("assets/locales/b1/fr/wishlist.json"),
    asset("assets/locales/b1/de/common.json"),
    asset("builds/latest.json"),
  ].map((output) => [output.fileName, output]),
) as Rolldown.OutputBundle;

describe("what a build precaches (decision 041)", () => {
  it("takes the entry, the shell's lazy parts, the offline pages with all they import, their styles and the WebAssembly", () => {
    expect(precacheList(bundle)).toEqual([
      "/assets/index-a1.css",
      "/assets/index-a1.js",
      "/assets/layout-c3.js",
      "/assets/plan-i9.js",
      "/assets/podium-e5.css",
      "/assets/podium-e5.js",
      "/assets/reader-j1.js",
      "/assets/scanner-f6.js",
      "/assets/shared-b2.js",
      "/assets/wishlist-d4.js",
      "/assets/zxing_reader-l3.wasm",
    ]);
  });

  it("lists each language's translation files apart, for the page to ask for its own", () => {
    expect(localeLists(bundle)).toEqual({
      de: ["/assets/locales/b1/de/common.json"],
      fr: ["/assets/locales/b1/fr/common.json", "/assets/locales/b1/fr/wishlist.json"],
    });
  });
});
