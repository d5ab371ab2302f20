import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { type JsFileSize, type JsSizeSummary, sizeOf, summariseJs } from "./js-size-summary.ts";
import { INITIAL_JS_TARGET_GZIP_BYTES } from "./targets.ts";

/**
 * The JavaScript that index.html asks for before any code runs: the entry module and its
 * modulepreloads. A lower bound of the first visit, independent of what the app lazy-loads.
 */
export async function measureEntryJs(distDir: string): Promise<JsSizeSummary> {
  const html = await readFile(join(distDir, "index.html"), "utf8");
  const sizes: JsFileSize[] = [];
  for (const path of entryScriptPaths(html)) {
    sizes.push(sizeOf(`/${path}`, await readFile(join(distDir, path))));
  }
  return summariseJs(sizes, INITIAL_JS_TARGET_GZIP_BYTES);
}

export function entryScriptPaths(html: string): string[] {
  const paths = new Set<string>();
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/gi)) {
    const isModule = /\btype=["']?module["']?/i.test(tag) && /^<script/i.test(tag);
    const isPreload = /\brel=["']?modulepreload["']?/i.test(tag);
    const url = attribute(tag, isModule ? "src" : "href");
    if ((isModule || isPreload) && url && !/^(https?:)?\/\//i.test(url)) {
      paths.add(url.replace(/^\//, "").split(/[?#]/)[0]!);
    }
  }
  return [...paths];
}

function attribute(tag: string, name: string): string | undefined {
  const match = tag.match(new RegExp(`\\b${name}=(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i"));
  return match ? (match[1] ?? match[2] ?? match[3]) : undefined;
}
