// @vitest-environment node
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { parseScanPayload } from "@frontalier/shared/scanner/scan-payload";
import { beforeAll, describe, expect, it } from "vitest";
import { prepareZXingModule } from "zxing-wasm/reader";
import { drawScene, qrSymbol, type Scene, toRgba } from "../../../../../bench/scanner-frames";
import { decodeWithZxing } from "./zxing-reader";

const WIDTH = 640;
const HEIGHT = 480;

async function frame(text: string, scene: Partial<Scene> & { gs1?: boolean } = {}) {
  const { gs1, ...rest } = scene;
  const symbol = await qrSymbol(text, { gs1 });
  const luma = drawScene({
    width: WIDTH,
    height: HEIGHT,
    symbol,
    codeSide: 240,
    contrast: 1,
    noise: 0,
    blur: false,
    ...rest,
  });
  return { data: toRgba(luma), width: WIDTH, height: HEIGHT };
}

const read = async (image: Awaited<ReturnType<typeof frame>>) =>
  (await decodeWithZxing(image))?.text ?? null;

describe("decodeWithZxing (the worker's decoder)", () => {
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

  it("reads a price tag's URL, with the code's corners", async () => {
    const url = "https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/";
    const decoded = await decodeWithZxing(await frame(url));
    expect(decoded?.text).toBe(url);
    expect(decoded?.corners).toHaveLength(4);
    expect(decoded?.corners[0]?.x).toBeGreaterThan(150);
  });

  it("reads an inverted code (light on dark)", async () => {
    expect(await read(await frame("80275887", { contrast: -1 }))).toBe("80275887");
  });

  it("reads a code held close, whose modules are very large", async () => {
    expect(await read(await frame("hello", { codeSide: 440 }))).toBe("hello");
  });

  it("reads a noisy, soft, grey print", async () => {
    const image = await frame("80275887", { contrast: 0.6, noise: 20, blur: true });
    expect(await read(image)).toBe("80275887");
  });

  it("keeps the group separators of a GS1 multi-article code for the parser", async () => {
    const text = await read(await frame("(240)80275887(30)2(240)30379118(30)1", { gs1: true }));
    expect(text).toContain("\u001d");
    expect(parseScanPayload(text!)).toEqual({
      kind: "articles",
      items: [
        { code: "80275887", quantity: 2 },
        { code: "30379118", quantity: 1 },
      ],
      label: text!.trim(),
    });
  });

  it("finds nothing in a frame without a code", async () => {
    const empty = toRgba(
      drawScene({
        width: WIDTH,
        height: HEIGHT,
        symbol: null,
        codeSide: 0,
        contrast: 0.6,
        noise: 20,
        blur: true,
      }),
    );
    expect(await read({ data: empty, width: WIDTH, height: HEIGHT })).toBeNull();
  });
});
