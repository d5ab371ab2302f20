import type { Plugin } from "vite";

interface ModuleGraph {
  getModuleIds(): IterableIterator<string>;
  getModuleInfo(id: string): {
    isEntry: boolean;
    importedIds: readonly string[];
    dynamicallyImportedIds: readonly string[];
  } | null;
}

/**
 * One chunk for what a landing page imports (issue 19: the podium). By default Rolldown gives the
 * modules used by each distinct set of pages a chunk of their own: a podium imported 34 files,
 * most under 1 KB, and a phone on HTTP/1.1 fetches 6 at a time, so the page's code came in about
 * six round trips after the entry. What only it and other lazy pages use now comes in one file:
 * 22 files in all, the others being what `/` and the shell load too (their count follows them).
 *
 * Left where they were, so that `/` and the first visit download no more than before (decision
 * 025): every module that the entry, `/` and the country choice import, with what they load at
 * start (`startRoots`: the layout's footer, the consent runtime…), and zod (decision 023 keeps
 * it out of the pages that can do without it). Another page that imports one of the captured
 * modules downloads the whole chunk, which the podium has usually cached by then.
 */
export function landingPageChunk(page: string, lightPages: string[], startRoots: RegExp) {
  const captured = new Set<string>();
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
          stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const light = closure(
        ids.filter(
          (id) =>
            graph.getModuleInfo(id)?.isEntry ||
            lightPages.some((name) => isPage(id, name)) ||
            startRoots.test(id),
        ),
      );
      for (const id of closure(ids.filter((id) => isPage(id, page)))) {
        if (!light.has(id) && !isPage(id, page) && !/[\\/]node_modules[\\/]zod[\\/]/.test(id)) {
          captured.add(id);
        }
      }
    },
  };
  const group = {
    name: `${page}-imports`,
    // Each captured module's imports stay where they would be: the light ones must not follow.
    includeDependenciesRecursively: false,
    test: (id: string) => captured.has(id),
  };
  return { plugin, group };
}
