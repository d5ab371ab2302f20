import { describe, expect, it } from "vitest";
import { cacheControlFor, IMMUTABLE, NEVER_STORE, REVALIDATE } from "./cache-control.ts";

describe("cacheControlFor", () => {
  it.each([
    ["assets/index-B3x9.js", IMMUTABLE],
    ["assets/index-B3x9.js.br", IMMUTABLE],
    ["assets/fonts/inter-4f2a.woff2", IMMUTABLE],
    ["index.html", NEVER_STORE],
    ["builds/latest.json", REVALIDATE],
    ["builds/meta/2024-01-01.json.gz", REVALIDATE],
    ["favicon.ico", REVALIDATE],
    ["manifest.webmanifest", REVALIDATE],
  ])("%s → %s", (path, expected) => {
    expect(cacheControlFor(path)).toBe(expected);
  });
});
