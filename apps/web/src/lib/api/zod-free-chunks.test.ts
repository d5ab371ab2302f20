import { readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

const SRC = join(import.meta.dirname, "../..");
const SHARED = join(SRC, "../../../packages/shared/src");

/** `import … from "x"`, `export … from "x"`, `import "x"`: not `import type`, `export type`. */
const STATIC_IMPORT =
  /^(?:import|export)\s+(?!type\s)(?:[\w*{}\s,$]+?\s+from\s+)?["']([^"']+)["']/gm;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith("@frontalier/shared/")
    ? join(SHARED, specifier.slice("@frontalier/shared/".length))
    : specifier.startsWith(".")
      ? resolve(dirname(from), specifier)
      : null;
  if (base === null) return null;
  const file = [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find((path) =>
    statSync(path, { throwIfNoEntry: false })?.isFile(),
  );
  if (!file) throw new Error(`${relative(SRC, from)}: cannot resolve ${specifier}`);
  return file;
}

/** Every module `root` runs at once (static imports, ours and shared), with the chain to each. */
function staticGraph(root: string): Map<string, string[]> {
  const chains = new Map<string, string[]>([[root, [root]]]);
  const queue = [root];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const [, specifier] of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target === null || chains.has(target)) continue;
      chains.set(target, [...chains.get(file)!, target]);
      queue.push(target);
    }
  }
  return chains;
}

/** The modules of `root`'s graph that import zod, each with how `root` reaches it. */
function zodImporters(root: string): string[] {
  return [...staticGraph(root)].flatMap(([file, chain]) =>
    [...readFileSync(file, "utf8").matchAll(STATIC_IMPORT)].some(([, specifier]) =>
      /^zod(\/|$)/.test(specifier!),
    )
      ? [chain.map((path) => relative(SRC, path)).join(" → ")]
      : [],
  );
}

// Decision 023: the entry stays free of zod; decision 046: so does what a podium runs before its
// first paint (its answer is read by hand, its other calls fetch their contract when made).
describe("zod-free chunks", () => {
  it.each(["main.tsx", "pages/podium.tsx"])("%s imports no zod, directly or not", (root) => {
    const file = join(SRC, root);
    expect(staticGraph(file).size).toBeGreaterThan(20);
    expect(zodImporters(file)).toEqual([]);
  });

  // The first download's budget (100 KiB, bench `initialJs`): the podium's reader and the
  // refund outcomes it checks against are the podium page's, never the entry's.
  it("keeps the podium's reader out of the entry", () => {
    const entry = [...staticGraph(join(SRC, "main.tsx")).keys()].map((path) => relative(SRC, path));
    expect(
      entry.filter((path) => /read-podium|podium-endpoints|refund-outcomes/.test(path)),
    ).toEqual([]);
    expect(
      staticGraph(join(SRC, "pages/podium.tsx")).has(join(SRC, "lib/api/read-podium.ts")),
    ).toBe(true);
  });

  it("finds zod where a page imports a contract", () => {
    expect(zodImporters(join(SRC, "pages/map.tsx")).length).toBeGreaterThan(0);
  });

  it("reads value imports and skips type-only ones", () => {
    const imports = (source: string) => [...source.matchAll(STATIC_IMPORT)].map(([, s]) => s);
    expect(
      imports(
        [
          'import { a, type B } from "./a";',
          'import type { C } from "./c";',
          'export { d } from "./d";',
          'export type { E } from "./e";',
          'export * from "./f";',
          'import "./g.css";',
          'const h = () => import("./h");',
          'import {\n  i,\n  j,\n} from "./i";',
        ].join("\n"),
      ),
    ).toEqual(["./a", "./d", "./f", "./g.css", "./i"]);
  });
});
