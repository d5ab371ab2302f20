import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { inlineScriptHashes } from "./inline-script-hashes.ts";

const hash = (body: string) => `'sha256-${createHash("sha256").update(body).digest("base64")}'`;

describe("inlineScriptHashes", () => {
  it("hashes every inline script the browser runs, once each", () => {
    const html = `
      <script>window.a = 1;</script>
      <SCRIPT type="module">import "/x.js";</SCRIPT>
      <script type="text/javascript">window.b = 2;</script>
      <script type=importmap>{"imports":{}}</script>
      <script>window.a = 1;</script>`;
    expect(inlineScriptHashes(html)).toEqual([
      hash("window.a = 1;"),
      hash('import "/x.js";'),
      hash("window.b = 2;"),
      hash('{"imports":{}}'),
    ]);
  });

  it("skips external scripts and data blocks", () => {
    const html = `
      <script type="module" crossorigin src="/assets/app.js"></script>
      <script type="application/json" id="app-config">{"a":1}</script>
      <script type="application/ld+json">{"@context":"https://schema.org"}</script>`;
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the exact text, whitespace included", () => {
    expect(inlineScriptHashes("<script>\n  go();\n</script>")).toEqual([hash("\n  go();\n")]);
  });
});
