// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { readScannedCode } from "@frontalier/shared/scanner/scan-format";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule } from "zxing-wasm/reader";
import {
  codeSymbol,
  drawScene,
  type SymbolFormat,
  toRgba,
} from "../../../../../bench/scanner-frames";
import { bundleLabel } from "../../../e2e/bundle-label";
import { scanRegion } from "./scan-region";
import {
  type DecodedCode,
  decodeWithZxing,
  type RgbaImage,
  zxingFrameReader,
} from "./zxing-reader";

const WIDTH = 640;
const HEIGHT = 480;

async function frame(text: string, format: SymbolFormat, gs1 = false) {
  const symbol = await codeSymbol(text, { format, gs1 });
  const linear = symbol.height < symbol.width;
  const luma = drawScene({
    width: WIDTH,
    height: HEIGHT,
    symbol,
    codeSide: linear ? 440 : 300,
    barHeight: linear ? 120 : undefined,
    quietZone: 30,
    contrast: 0.8,
    noise: 8,
    blur: false,
  });
  return { data: toRgba(luma), width: WIDTH, height: HEIGHT };
}

describe("decodeWithZxing: every symbology the scanner reads", () => {
  beforeAll(async () => {
    const bytes = readFileSync(
      createRequire(import.meta.url).resolve("zxing-wasm/reader/zxing_reader.wasm"),
    );
    const wasmBinary = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    await prepareZXingModule({
      overrides: { wasmBinary: wasmBinary as ArrayBuffer },
      fireImmediately: true,
    });
  });

  it.each([
    ["Code128", "code-128", "80275887", { kind: "article", code: "80275887" }],
    ["EAN13", "ean-13", "2080275887009", { kind: "article", code: "80275887" }],
    ["EAN13", "ean-13", "4002515289693", { kind: "unknown" }],
    ["ITF", "itf", "12980275887009", { kind: "article", code: "80275887" }],
    ["DataMatrix", "data-matrix", "802.758.87", { kind: "article", code: "80275887" }],
  ] as const)("reads a %s code (%s) %s", async (writer, format, text, meaning) => {
    const decoded = await decodeWithZxing(await frame(text, writer));
    expect(decoded).toMatchObject({ text, format });
    expect(readScannedCode(decoded!.text, decoded!.format)).toEqual(meaning);
  });

  it.each([
    ["GS1", true],
    ["plain, without separators", false],
  ])("reads a bundle label's Data Matrix (%s) as its 19 articles", async (_, gs1) => {
    const label = bundleLabel();
    const decoded = await decodeWithZxing(
      await frame(gs1 ? label.gs1 : label.plain, "DataMatrix", gs1),
    );
    expect(decoded?.format).toBe("data-matrix");
    expect(readScannedCode(decoded!.text, "data-matrix")).toMatchObject({
      kind: "articles",
      items: label.articles,
    });
  });

  /** A 1280×720 camera frame cropped to the scan square, as the worker gets it. */
  async function cameraSquare(
    text: string,
    format: SymbolFormat,
    scene: { gs1?: boolean; side: number; barHeight?: number; noisy: boolean },
  ): Promise<RgbaImage> {
    const symbol = await codeSymbol(text, { format, gs1: scene.gs1 });
    const width = 1280;
    const height = 720;
    const luma = drawScene({
      width,
      height,
      symbol,
      codeSide: scene.side,
      barHeight: scene.barHeight,
      quietZone: scene.barHeight ? 20 : 0,
      // The bench's noisy scene: a grey print, slightly out of focus, sensor noise σ 20.
      contrast: scene.noisy ? 0.6 : 1,
      noise: scene.noisy ? 20 : 0,
      blur: scene.noisy,
      seed: 7,
    });
    const region = scanRegion({ width, height }, null);
    const rgba = toRgba(luma);
    const data = new Uint8ClampedArray(region.width * region.height * 4);
    for (let row = 0; row < region.height; row++) {
      const start = ((region.y + row) * width + region.x) * 4;
      data.set(rgba.subarray(start, start + region.width * 4), row * region.width * 4);
    }
    return { data, width: region.width, height: region.height };
  }

  /** What the worker's reader makes of two consecutive frames showing `image`. */
  async function twoFrames(image: RgbaImage): Promise<(DecodedCode | null)[]> {
    const read = zxingFrameReader();
    return [await read(image), await read(image)];
  }

  it("reads the 24-line bundle label's Data Matrix in the bench's noisiest scene within two frames", async () => {
    const label = bundleLabel();
    const image = await cameraSquare(label.gs1, "DataMatrix", {
      gs1: true,
      side: 420,
      noisy: true,
    });
    const reads = (await twoFrames(image)).filter((code) => code !== null);
    expect(reads).not.toHaveLength(0);
    for (const code of reads) {
      expect(code.format).toBe("data-matrix");
      expect(readScannedCode(code.text, "data-matrix")).toMatchObject({
        kind: "articles",
        items: label.articles,
      });
    }
  });

  it("still reads a far, sharp EAN-13 whose bars the smoothing would blur away", async () => {
    const image = await cameraSquare("2080275887009", "EAN13", {
      side: 160,
      barHeight: 60,
      noisy: false,
    });
    const reads = (await twoFrames(image)).filter((code) => code !== null);
    expect(reads.map((code) => code.text)).toContain("2080275887009");
  });
});
