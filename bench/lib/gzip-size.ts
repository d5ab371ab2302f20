import { constants, gzipSync } from "node:zlib";

/** Level 9 so that the figure depends on the bundle, not on the server's compression settings. */
export function gzipSize(bytes: Uint8Array): number {
  return gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }).byteLength;
}
