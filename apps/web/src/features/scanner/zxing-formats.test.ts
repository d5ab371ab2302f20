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
import { decodeWithZxing } from "./zxing-reader";

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
});
