import { createHash } from "node:crypto";
import { readdirSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";

export interface FlagFile {
  body: Buffer;
  etag: string;
}

/** The 4:3 SVG flags of the flag-icons package (MIT), one per ISO 3166-1 alpha-2 code. */
const flagIconsDir = join(
  dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")),
  "flags",
  "4x3",
);

const unknownFlagPath = join(import.meta.dirname, "unknown-flag.svg");

const asFile = (body: Buffer): FlagFile => ({
  body,
  etag: `"${createHash("sha256").update(body).digest("base64url").slice(0, 22)}"`,
});

/**
 * Flags by lower-case country code, read on first use and kept in memory (about 2.7 MB for
 * all of them). flag-icons' own `xx` stands for "unknown"; ours replaces it, as it does every
 * code the package lacks.
 */
export function loadFlagFiles() {
  const codes = new Set(
    readdirSync(flagIconsDir)
      .filter((name) => /^[a-z]{2}\.svg$/.test(name) && name !== "xx.svg")
      .map((name) => name.slice(0, 2)),
  );
  const unknown = asFile(readFileSync(unknownFlagPath));
  const cache = new Map<string, FlagFile>();
  return {
    unknown,
    /** The flag of a code, or null when there is none (the caller serves `unknown`). */
    flagOf(code: string): FlagFile | null {
      if (!codes.has(code)) return null;
      let file = cache.get(code);
      if (!file) {
        file = asFile(readFileSync(join(flagIconsDir, `${code}.svg`)));
        cache.set(code, file);
      }
      return file;
    },
  };
}
