import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/*
 * Decision 023: the spec's field names (§3 entities, §7 payloads) stay at the API edge. The wire
 * schemas, the server's route handlers and presenters, and the web's api modules translate; the
 * domain, the database and the components use plain names (basketId, homeCountry, firstName…).
 */

/** Spec §3 and §7 fields, and `sName`, which the API adds to a basket in their style. */
const specFieldNames = [
  "iProfile",
  "iBasket",
  "sPaysLangue",
  "sPaysFav",
  "iPays",
  "sLangue",
  "sPrenom",
  "sNom",
  "sPhoto",
  "sTypeAccount",
  "sIndex",
  "currentPaysList",
  "paysToRemove",
  "paysToAdd",
  "sPaysListe",
  "sListPays",
  "iPaysSelected",
  "sName",
] as const;

const repo = join(import.meta.dirname, "..", "..", "..");

/** The source that runs in the apps and the shared package; tests and bench are API clients. */
const scanned = ["packages/shared/src", "apps/server/src", "apps/web/src"];

const isTestCode = (path: string) =>
  /\.test\.tsx?$/.test(path) || /(^|\/)(test|testing)\//.test(path) || path.endsWith(".d.ts");

/** Where the spec's names belong: the API's edge, each with its reason. */
const edge: { pattern: RegExp; why: string }[] = [
  { pattern: /^packages\/shared\/src\/contracts\//, why: "the wire schemas" },
  {
    pattern: /^packages\/shared\/src\/routes\.ts$/,
    why: "spec §2's paths and their parameters (/picklist/{iBasket}/{iList})",
  },
  { pattern: /^apps\/server\/src\/routes\//, why: "the route handlers" },
  { pattern: /^apps\/server\/src\/.*\/present[^/]*\.ts$/, why: "the presenters (present*.ts)" },
  {
    pattern: /^apps\/web\/src\/(.+\/)?api\//,
    why: "the web's api modules (lib/api, lib/session/api, features/<x>/api)",
  },
];

/**
 * Files of other lanes still to convert, when this test came: each must keep at least one spec
 * name (else it leaves this list) and no other file may join it.
 */
const pending = new Set<string>([]);

const namePattern = new RegExp(`\\b(${specFieldNames.join("|")})\\b`, "g");
const mentions = new RegExp(namePattern.source);

function sourceFiles(): string[] {
  return scanned.flatMap((dir) =>
    readdirSync(join(repo, dir), { recursive: true, encoding: "utf8" })
      .map((name) => `${dir}/${name}`)
      .filter((path) => /\.tsx?$/.test(path) && !isTestCode(path)),
  );
}

/** The spec names a file uses in code (identifiers, property names, strings), comments aside. */
function specNamesIn(path: string, text: string): { name: string; line: number }[] {
  if (!mentions.test(text)) return [];
  const kind = path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, kind);
  const found: { name: string; line: number }[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isIdentifier(node) ||
      ts.isPrivateIdentifier(node) ||
      ts.isStringLiteralLike(node) ||
      ts.isTemplateLiteralToken(node) ||
      ts.isJsxText(node)
    ) {
      for (const match of node.text.matchAll(namePattern)) {
        const line = file.getLineAndCharacterOfPosition(node.getStart(file)).line + 1;
        found.push({ name: match[1] ?? "", line });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe("the spec's field names", () => {
  const files = sourceFiles();
  const uses = new Map(
    files
      .map((path) => [path, specNamesIn(path, readFileSync(join(repo, path), "utf8"))] as const)
      .filter(([, found]) => found.length > 0),
  );

  it("are found in code and not in comments", () => {
    expect(specNamesIn("a.ts", "// iBasket\n/** sPaysFav */ const basketId = 1;")).toEqual([]);
    expect(
      specNamesIn(
        "a.ts",
        ["const a = { iBasket: 1 };", "send(`?iBasket=\u0024{a.iBasket}`);"].join("\n"),
      ),
    ).toEqual([
      { name: "iBasket", line: 1 },
      { name: "iBasket", line: 2 },
      { name: "iBasket", line: 2 },
    ]);
    expect(specNamesIn("a.tsx", "const b = <B sIndex={1} />;")).toEqual([
      { name: "sIndex", line: 1 },
    ]);
    expect(files.length).toBeGreaterThan(300);
    // The edge uses them: the scan sees the contracts, a presenter and an api module.
    const paths = [...uses.keys()];
    expect(paths).toContain("packages/shared/src/contracts/session.ts");
    expect(paths).toContain("apps/server/src/identity/present.ts");
    expect(paths).toContain("apps/web/src/lib/api/read-session.ts");
  });

  it("appear only at the API's edge (contracts, route handlers, presenters, web api modules)", () => {
    const outside = [...uses]
      .filter(([path]) => !edge.some(({ pattern }) => pattern.test(path)) && !pending.has(path))
      .map(
        ([path, found]) =>
          `${path}: ${found.map(({ name, line }) => `${name} (line ${line})`).join(", ")}`,
      );
    expect(
      outside,
      "Spec field names outside the API's edge: name the value plainly (basketId, homeCountry, " +
        "firstName…) and translate in the contract's api module, route handler or presenter " +
        `(allowed: ${edge.map(({ why }) => why).join("; ")}).`,
    ).toEqual([]);
  });

  it("leave the pending files for good: a converted file comes off the list", () => {
    const converted = [...pending].filter((path) => !uses.has(path));
    expect(converted, "These files no longer use a spec name: remove them from `pending`.").toEqual(
      [],
    );
  });
});
