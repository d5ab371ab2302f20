import { access, cp, readFile } from "node:fs/promises";
import { join } from "node:path";
import { entryScriptPaths } from "../entry-js.ts";

/**
 * Copies the web build so that another `vite build` in the shared checkout (which empties dist)
 * cannot swap the files under the running server halfway through the bench.
 */
export async function snapshotDist(distDir: string, target: string): Promise<string> {
  await cp(distDir, target, { recursive: true });
  const html = await readFile(join(target, "index.html"), "utf8");
  for (const path of entryScriptPaths(html)) await access(join(target, path));
  return target;
}
