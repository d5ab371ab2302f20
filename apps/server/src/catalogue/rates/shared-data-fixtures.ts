import { existsSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../../../../..");

/** The project's shared data folder (beside the repository); tests skip when it is absent. */
export const sharedDataDir = join(repoRoot, "..", "shared", "data");

export const ECB_DAILY_FIXTURE = join(sharedDataDir, "fx", "eurofxref-daily_2025-05-09.xml");

/** The text of a shared data file, or null (with the reason logged once) when it is not there. */
export function readSharedData(path: string): string | null {
  if (existsSync(path)) return readFileSync(path, "utf8");
  console.warn(`skipping: shared data file ${path} is absent`);
  return null;
}
