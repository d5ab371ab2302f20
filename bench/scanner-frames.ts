import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import type { BarcodeSymbol } from "zxing-wasm/writer";
import { prepareZXingModule, writeBarcode } from "zxing-wasm/writer";

/**
 * Synthetic camera frames with a code in them (QR, Data Matrix or a linear code), for the scanner's
 * figures (bench/scanner.ts) and its browser test (a Y4M file fed to Chromium's fake camera).
 * Luminance only: the scanner reads grey levels, and Y4M carries them as its Y plane.
 */

const require = createRequire(import.meta.url);
let writerReady: Promise<unknown> | null = null;

/** Node has no fetch of `file:` URLs for the .wasm: hand it the bytes. */
function wasmBytes(specifier: string): ArrayBuffer {
  const bytes = readFileSync(require.resolve(specifier));
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
}

/** The symbologies the scanner reads (apps/web zxing-reader.ts), as the writer names them. */
export type SymbolFormat = "QRCode" | "DataMatrix" | "Code128" | "EAN13" | "ITF";

/**
 * A code's modules, one byte per module (a linear code is one row). `gs1`: the text is a GS1
 * element string (FNC1 first; QR and Data Matrix).
 */
export async function codeSymbol(
  text: string,
  options: { gs1?: boolean; format?: SymbolFormat } = {},
): Promise<BarcodeSymbol> {
  writerReady ??= prepareZXingModule({
    overrides: { wasmBinary: wasmBytes("zxing-wasm/writer/zxing_writer.wasm") },
    fireImmediately: true,
  });
  await writerReady;
  const format = options.format ?? "QRCode";
  const written = await writeBarcode(text, {
    format,
    options: options.gs1 ? "gs1" : "",
    addQuietZones: true,
  });
  if (written.error) throw new Error(`${format} for ${JSON.stringify(text)}: ${written.error}`);
  return written.symbol;
}

export const qrSymbol = (text: string, options: { gs1?: boolean } = {}) =>
  codeSymbol(text, { ...options, format: "QRCode" });

export interface Scene {
  width: number;
  height: number;
  /** Null: a frame with no code in it. */
  symbol: BarcodeSymbol | null;
  /** Width of the printed code in pixels. */
  codeSide: number;
  /** Height of a linear code's bars in pixels; by default the writer's proportions. */
  barHeight?: number;
  /** White label around the code, in pixels (the writer adds no quiet zone to linear codes). */
  quietZone?: number;
  /** 1 = black on white; lower is a dimmer, greyer print. */
  contrast: number;
  /** Standard deviation of the sensor noise, in grey levels. */
  noise: number;
  /** A 3×3 box blur, as from slight defocus. */
  blur: boolean;
  seed?: number;
}

/** A tabletop under uneven light (a left-to-right gradient) with the price tag's code centred. */
export function drawScene(scene: Scene): Uint8ClampedArray {
  const { width, height, symbol, codeSide, contrast } = scene;
  const clean = new Float32Array(width * height);
  const scale = symbol ? codeSide / symbol.width : 1;
  const codeHeight = symbol ? (scene.barHeight ?? symbol.height * scale) : 0;
  const rowScale = symbol ? codeHeight / symbol.height : 1;
  const left = Math.round((width - codeSide) / 2);
  const top = Math.round((height - codeHeight) / 2);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let level = 190 - (x / width) * 60;
      const quiet = scene.quietZone ?? 0;
      const onLabel =
        x >= left - quiet &&
        y >= top - quiet &&
        x < left + codeSide + quiet &&
        y < top + codeHeight + quiet;
      if (symbol && quiet > 0 && onLabel) level = 225;
      if (symbol && x >= left && y >= top && x < left + codeSide && y < top + codeHeight) {
        const row = Math.min(symbol.height - 1, Math.floor((y - top) / rowScale));
        const column = Math.min(symbol.width - 1, Math.floor((x - left) / scale));
        const module = symbol.data[row * symbol.width + column];
        level = module ? 225 : 35;
      }
      clean[y * width + x] = 128 + (level - 128) * contrast;
    }
  }
  const out = new Uint8ClampedArray(width * height);
  const random = gaussian(scene.seed ?? 1);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let level = clean[y * width + x]!;
      if (scene.blur && x > 0 && y > 0 && x < width - 1 && y < height - 1) {
        level = 0;
        for (let dy = -1; dy <= 1; dy++) {
          for (let dx = -1; dx <= 1; dx++) level += clean[(y + dy) * width + x + dx]!;
        }
        level /= 9;
      }
      out[y * width + x] = level + random() * scene.noise;
    }
  }
  return out;
}

/** Deterministic standard normal values (a seeded LCG and the sum of six uniforms). */
function gaussian(seed: number): () => number {
  let state = seed >>> 0;
  const uniform = () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0;
    return state / 2 ** 32;
  };
  return () => {
    let sum = 0;
    for (let i = 0; i < 6; i++) sum += uniform();
    return (sum - 3) * Math.SQRT2;
  };
}

export function toRgba(luma: Uint8ClampedArray): Uint8ClampedArray {
  const rgba = new Uint8ClampedArray(luma.length * 4);
  for (let i = 0; i < luma.length; i++) {
    const level = luma[i]!;
    rgba[i * 4] = level;
    rgba[i * 4 + 1] = level;
    rgba[i * 4 + 2] = level;
    rgba[i * 4 + 3] = 255;
  }
  return rgba;
}

/**
 * A Y4M video (4:2:0, grey: chroma planes at 128) for Chromium's
 * `--use-file-for-fake-video-capture`, which plays it in a loop.
 */
export function writeY4m(path: string, frames: Uint8ClampedArray[], width: number, height: number) {
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const parts: Buffer[] = [header];
  for (const frame of frames) {
    parts.push(
      Buffer.from("FRAME\n"),
      Buffer.from(frame.buffer, frame.byteOffset, frame.length),
      chroma,
    );
  }
  writeFileSync(path, Buffer.concat(parts));
}
