import { existsSync } from "node:fs";
import { join, resolve } from "node:path";

const repoRoot = resolve(import.meta.dirname, "../../../../..");

/** The real feeds live beside the repository and are never copied into it (SOURCES.md). */
export const sharedFeedsDir = join(repoRoot, "..", "shared", "data", "ikea");
export const hasSharedFeeds = existsSync(sharedFeedsDir);

/** Appended to a describe title so that a skipped run says why. */
export const sharedFeedsNote = hasSharedFeeds
  ? "(shared data)"
  : `(SKIPPED: the shared feeds are not at ${sharedFeedsDir})`;

export const sharedFeed = (name: string): string => join(sharedFeedsDir, name);
