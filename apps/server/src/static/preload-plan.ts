import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Locale, startupNamespaces } from "@frontalier/shared/locales";
import { routeNamespaces } from "@frontalier/shared/route-namespaces";
import type { RouteDef } from "@frontalier/shared/routes";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

export interface PreloadPlan {
  buildId: string | null;
  /**
   * Route id → the page's own chunk. Not the chunks it imports: hinted in the head, they shared the
   * slow line with the entry and held the first paint (a podium: about 60 KB gzip of its imports,
   * Lighthouse mobile 0.6 → 0.78, first contentful paint 2.1–2.8 s → 1.5 s, issue 19); the browser
   * asks for them once it reads the page's chunk, while the entry runs.
   */
  pageFiles: Map<string, string[]>;
  /**
   * The chunks the entry imports (the build writes no preload list of its own: decision 003), so
   * that the browser fetches them with the entry rather than after parsing it.
   */
  entryImports: string[];
}

const kebab = (id: string) => id.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

function collect(manifest: Manifest, key: string, seen: Set<string>, out: string[]): void {
  if (seen.has(key)) return;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return;
  out.push(chunk.file);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, seen, out);
}

/**
 * Reads the web build's manifest once at start. A first visit then gets, in its index.html, the
 * page's own chunk and its translations to fetch in parallel with the entry, instead of learning
 * about them one round trip after another.
 */
export function loadPreloadPlan(webDistDir: string): PreloadPlan {
  const plan: PreloadPlan = { buildId: null, pageFiles: new Map(), entryImports: [] };
  const latest = join(webDistDir, "builds", "latest.json");
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  if (existsSync(latest)) {
    const { id } = JSON.parse(readFileSync(latest, "utf8")) as { id?: unknown };
    if (typeof id === "string") plan.buildId = id;
  }
  if (!existsSync(manifestFile)) return plan;
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Manifest;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const loaded = new Set<string>();
  if (entryKey) {
    const entryFiles: string[] = [];
    collect(manifest, entryKey, loaded, entryFiles);
    plan.entryImports = entryFiles.slice(1);
  }
  for (const [key, chunk] of Object.entries(manifest)) {
    const page = /^src\/pages\/([\w-]+)\.tsx$/.exec(chunk.src ?? "");
    // A page the entry imports comes with it: nothing to hint.
    if (page) plan.pageFiles.set(page[1]!, loaded.has(key) ? [] : [chunk.file]);
  }
  return plan;
}

const localeUrl = (buildId: string, locale: Locale, ns: string) =>
  `/assets/locales/${encodeURIComponent(buildId)}/${locale}/${encodeURIComponent(ns)}.json`;

/** The <link> elements that let the browser fetch a page's code and texts at once. */
export function preloadLinks(plan: PreloadPlan, route: RouteDef, locale: Locale): string {
  const links = [...plan.entryImports, ...(plan.pageFiles.get(kebab(route.id)) ?? [])].map(
    (file) => `<link rel="modulepreload" crossorigin href="/${file}">`,
  );
  if (plan.buildId) {
    for (const ns of [...startupNamespaces, ...(routeNamespaces[route.id] ?? [])]) {
      links.push(
        `<link rel="preload" as="fetch" crossorigin="anonymous" href="${localeUrl(plan.buildId, locale, ns)}">`,
      );
    }
  }
  return links.join("");
}
