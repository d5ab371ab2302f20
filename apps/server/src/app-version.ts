import { readFileSync } from "node:fs";
import { resolve } from "node:path";

const readVersion = (packageJson: string): string | undefined => {
  try {
    const { version } = JSON.parse(readFileSync(packageJson, "utf8")) as { version?: unknown };
    return typeof version === "string" && version ? version : undefined;
  } catch {
    return undefined;
  }
};

/** APP_VERSION (set by the deploy), else the root package.json, else this package's. */
export function appVersion(fromEnv: string | undefined): string {
  return (
    fromEnv ??
    readVersion(resolve(import.meta.dirname, "../../../package.json")) ??
    readVersion(resolve(import.meta.dirname, "../package.json")) ??
    "0.0.0"
  );
}
