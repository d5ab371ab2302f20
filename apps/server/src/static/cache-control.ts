export const IMMUTABLE = "public, max-age=31536000, immutable";
export const REVALIDATE = "no-cache";
export const NEVER_STORE = "no-cache, no-store, must-revalidate";

const precompressedSuffix = /\.(br|gz)$/;

/**
 * Vite puts a content hash in every name under assets/, so those never change; anything else
 * (build manifests under builds/, icons, robots.txt) may change under the same name.
 */
export function cacheControlFor(relativePath: string): string {
  const path = relativePath.replaceAll("\\", "/").replace(precompressedSuffix, "");
  if (path.startsWith("assets/")) return IMMUTABLE;
  if (path === "index.html") return NEVER_STORE;
  return REVALIDATE;
}
