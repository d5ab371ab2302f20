import { gzipSize } from "./lib/gzip-size.ts";

export interface JsFileSize {
  file: string;
  rawBytes: number;
  gzipBytes: number;
}

export interface JsSizeSummary {
  files: number;
  rawBytes: number;
  gzipBytes: number;
  targetGzipBytes: number;
  pass: boolean;
  fileSizes: JsFileSize[];
}

export function sizeOf(file: string, bytes: Uint8Array): JsFileSize {
  return { file, rawBytes: bytes.byteLength, gzipBytes: gzipSize(bytes) };
}

/** Largest first, since those are the files worth looking at when the target is missed. */
export function summariseJs(fileSizes: JsFileSize[], targetGzipBytes: number): JsSizeSummary {
  const gzipBytes = fileSizes.reduce((sum, file) => sum + file.gzipBytes, 0);
  return {
    files: fileSizes.length,
    rawBytes: fileSizes.reduce((sum, file) => sum + file.rawBytes, 0),
    gzipBytes,
    targetGzipBytes,
    pass: gzipBytes <= targetGzipBytes,
    fileSizes: [...fileSizes].sort((a, b) => b.gzipBytes - a.gzipBytes),
  };
}
