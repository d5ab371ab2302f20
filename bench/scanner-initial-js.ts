import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSize } from "./lib/gzip-size.ts";

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

/** What gives the scanner away in a built file. */
const scannerMarkers = ["decoder.worker", "zxing", "BarcodeDetector", "getUserMedia"];

/**
 * The scanner must add nothing to the first visit of `/`: neither the entry (and what it imports
 * statically) nor the home page chunk may contain scanner code. Read from the build's manifest;
 * the byte count of that first visit is the `initialJs` figure.
 */
export async function scannerInInitialJs(webDistDir: string) {
  const manifestFile = join(webDistDir, ".vite", "manifest.json");
  if (!existsSync(manifestFile)) throw new Error(`no build manifest at ${manifestFile}`);
  const manifest = JSON.parse(readFileSync(manifestFile, "utf8")) as Record<string, ManifestChunk>;
  const initial = new Set<string>();
  const visit = (key: string) => {
    if (initial.has(key) || !manifest[key]) return;
    initial.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  for (const [key, chunk] of Object.entries(manifest)) {
    if (chunk.isEntry || chunk.src === "src/pages/home.tsx") visit(key);
  }
  const offending = [...initial].filter((key) => {
    const text = readFileSync(join(webDistDir, manifest[key]!.file), "utf8");
    return scannerMarkers.some((marker) => text.includes(marker));
  });
  const sizeOf = (file: string | undefined) => {
    if (!file) return null;
    const bytes = readFileSync(join(webDistDir, file));
    return { file, rawBytes: bytes.byteLength, gzipBytes: gzipSize(bytes) };
  };
  // The worker and its .wasm come from the worker's own build: not in the manifest.
  const assets = readdirSync(join(webDistDir, "assets"));
  const fileMatching = (pattern: RegExp) => {
    const name = assets.find((file) => pattern.test(file));
    return name && `assets/${name}`;
  };
  return {
    scannerInInitialJs: offending.length > 0,
    initialChunks: initial.size,
    offendingChunks: offending.map((key) => manifest[key]!.file),
    /** Loaded when the scanner opens: its page, the overlay, its worker, the decoder's .wasm. */
    onOpen: {
      page: sizeOf(manifest["src/pages/scanner.tsx"]?.file),
      overlay: sizeOf(manifest["src/features/scanner/scanner-overlay.tsx"]?.file),
      worker: sizeOf(fileMatching(/decoder\.worker-[\w-]+\.js$/)),
      wasm: sizeOf(fileMatching(/zxing_reader-[\w-]+\.wasm$/)),
    },
  };
}
