import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The recorded responses live outside the repository (BRIEF: never copied into it). */
const repoRoot = join(import.meta.dirname, "../../../../..");
export const ikeaFixturesDir = join(repoRoot, "..", "shared", "data", "fixtures", "ikea_api");
export const hasIkeaFixtures = existsSync(ikeaFixturesDir);

/** Appended to a describe title so that a skipped run says why. */
export const ikeaFixturesNote = hasIkeaFixtures
  ? "(recorded fixtures)"
  : `(SKIPPED: recorded fixtures not found at ${ikeaFixturesDir})`;

export const ikeaFixtureNames = (prefix: string): string[] =>
  hasIkeaFixtures
    ? readdirSync(ikeaFixturesDir)
        .filter((name) => name.startsWith(prefix) && name.endsWith(".json"))
        .sort()
    : [];

export const readIkeaFixture = (name: string): unknown =>
  JSON.parse(readFileSync(join(ikeaFixturesDir, name), "utf8"));
