import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import type { Plugin } from "vite";

const ICON_BARREL = /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]lucide-react\.mjs$/;

/** The icon barrel's names → the module of each icon (`export { default as X, … } from './icons/x.mjs'`). */
function iconModules(barrel: string): Map<string, string> {
  const modules = new Map<string, string>();
  for (const [, names, file] of readFileSync(barrel, "utf8").matchAll(
    /export \{([^}]*)\} from '(\.\/icons\/[^']+)'/g,
  )) {
    const path = resolve(dirname(barrel), file!);
    for (const name of names!.matchAll(/default as (\w+)/g)) modules.set(name[1]!, path);
  }
  return modules;
}

const barrels = new Map<string, Map<string, string>>();

/**
 * The icon modules a source file takes from the barrel. The barrel imports every icon, and the
 * build keeps only the ones named: following the barrel would count all of them as imported.
 */
function iconsImported(importer: string, barrel: string): string[] {
  const key = `${importer}\0${barrel}`;
  const known = imported.get(key) ?? readIconsImported(importer, barrel);
  imported.set(key, known);
  return known;
}

/** Each importer's icons, read once: the plugin walks the graph three times. */
const imported = new Map<string, string[]>();

function readIconsImported(importer: string, barrel: string): string[] {
  const modules = barrels.get(barrel) ?? iconModules(barrel);
  barrels.set(barrel, modules);
  let source: string;
  try {
    source = readFileSync(importer.replace(/\?.*$/, ""), "utf8");
  } catch {
    return [barrel];
  }
  const icons: string[] = [];
  for (const [, names] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
    for (const part of names!.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0]!;
      const module = modules.get(name);
      if (module) icons.push(module);
    }
  }
  // Anything else (a namespace import, a re-export): the whole barrel, as before.
  return /from\s*["']lucide-react["']/.test(
    source.replace(/import\s*(type\s*)?\{[^}]*\}\s*from\s*["']lucide-react["']/g, ""),
  )
    ? [barrel]
    : icons;
}

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * Few files for what a landing page imports (issue 19: the podium). By default Rolldown gives the
 * modules used by each distinct set of pages a chunk of their own: a podium imported 34 files,
 * most under 1 KB, and a phone on HTTP/1.1 fetches 6 at a time, each wave found only once the
 * previous one is read, so the page's code came in several round trips after the entry.
 *
 * Left where they were, so that `/` and the first visit download no more than before (decision
 * 025): every module that the entry, `/` and the country choice import, with what the shell
 * loads at start on every page (`startLoaded`: the layout's footer, the consent banner, the bare
 * layout of the country choice), and zod (decision 023 keeps it out of the pages that can do
 * without it). The rest of what the page imports goes in three files:
 * - `<page>-imports`: what only it and other lazy pages use; another page that imports one of
 *   these modules downloads the whole chunk, which the podium has usually cached by then;
 * - `<page>-shell-imports`: what it shares with the shell's lazy parts (`startRoots`: the
 *   notices, the account menu, the error pages), so that a notice does not fetch the podium's code;
 * - `query`: TanStack Query, used by most pages, in one file instead of two.
 * Icons are counted by the names each file imports from lucide-react's barrel, not through the
 * barrel, which imports every icon: followed, it made every icon "light", and each icon the
 * podium uses a file of its own.
 */
export function landingPageChunk(
  page: string,
  lightPages: string[],
  startRoots: RegExp,
  startLoaded: RegExp,
) {
  const captured = new Set<string>();
  const shellShared = new Set<string>();
  const query = new Set<string>();
  const isPage = (id: string, name: string) => id.endsWith(`/src/pages/${name}.tsx`);
  const plugin: Plugin = {
    name: "frontalier-landing-page-chunk",
    apply: "build",
    buildEnd() {
      const graph = this as unknown as ModuleGraph;
      const ids = [...graph.getModuleIds()];
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length > 0) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) {
            stack.push(...(ICON_BARREL.test(imported) ? iconsImported(id, imported) : [imported]));
          }
        }
        return seen;
      };
      const light = closure(
        ids.filter(
          (id) =>
            graph.getModuleInfo(id)?.isEntry ||
            lightPages.some((name) => isPage(id, name)) ||
            startLoaded.test(id),
        ),
      );
      const shell = closure(ids.filter((id) => startRoots.test(id)));
      for (const id of closure(ids.filter((id) => isPage(id, page)))) {
        if (light.has(id) || isPage(id, page) || /[\\/]node_modules[\\/]zod[\\/]/.test(id))
          continue;
        if (/[\\/]node_modules[\\/]@tanstack[\\/]/.test(id)) query.add(id);
        else if (shell.has(id)) shellShared.add(id);
        else captured.add(id);
      }
    },
  };
  const group = {
    name: `${page}-imports`,
    // Each captured module's imports stay where they would be: the light ones must not follow.
    includeDependenciesRecursively: false,
    test: (id: string) => captured.has(id),
  };
  const shellGroup = {
    name: `${page}-shell-imports`,
    includeDependenciesRecursively: false,
    test: (id: string) => shellShared.has(id),
  };
  const queryGroup = {
    name: "query",
    includeDependenciesRecursively: false,
    test: (id: string) => query.has(id),
  };
  return { plugin, groups: [group, shellGroup, queryGroup] };
}
