import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { routes } from "@frontalier/shared/routes";
import { afterAll, describe, expect, it } from "vitest";
import { loadPreloadPlan, preloadLinks } from "./preload-plan.ts";

const dist = mkdtempSync(join(tmpdir(), "frontalier-plan-"));
mkdirSync(join(dist, ".vite"), { recursive: true });
mkdirSync(join(dist, "builds"), { recursive: true });
writeFileSync(join(dist, "builds", "latest.json"), JSON.stringify({ id: "b1" }));
writeFileSync(
  join(dist, ".vite", "manifest.json"),
  JSON.stringify({
    "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
    "_react.js": { file: "assets/react-2.js" },
    "_button.js": { file: "assets/button-3.js", imports: ["_react.js"] },
    "src/pages/home.tsx": {
      file: "assets/home-4.js",
      src: "src/pages/home.tsx",
      imports: ["_button.js", "index.html"],
    },
    "src/pages/test-ui.tsx": {
      file: "assets/test-ui-5.js",
      src: "src/pages/test-ui.tsx",
      imports: ["_react.js"],
    },
  }),
);
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const route = (id: string) => routes.find((r) => r.id === id)!;

describe("preload hints for the page asked for", () => {
  const plan = loadPreloadPlan(dist);

  it("lists a page's own chunk, not the chunks it imports (issue 19: they held the first paint)", () => {
    expect(plan.pageFiles.get("home")).toEqual(["assets/home-4.js"]);
    expect(plan.pageFiles.get("test-ui")).toEqual(["assets/test-ui-5.js"]);
    expect(preloadLinks(plan, route("home"), "de")).not.toContain("button-3.js");
  });

  it("preloads the page's code and its translations in the visitor's language", () => {
    const links = preloadLinks(plan, route("home"), "de");
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home-4.js">');
    expect(links).toContain('href="/assets/locales/b1/de/common.json"');
    expect(links).toContain('href="/assets/locales/b1/de/consent.json"');
    expect(links).toContain('href="/assets/locales/b1/de/home.json"');
    expect(links).not.toContain("index-1.js");
  });

  it("works without a manifest (a build from before it existed)", () => {
    const empty = loadPreloadPlan(join(dist, "nowhere"));
    expect(preloadLinks(empty, route("faq"), "fr")).toBe("");
  });
});
