import { type Browser, chromium, type Page } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../../bench/lib/chromium";
import { codeSymbol, drawScene, type SymbolFormat, writeY4m } from "../../../bench/scanner-frames";

const WIDTH = 1280;
const HEIGHT = 720;

/**
 * A Y4M video of a price tag's QR code (or a label's Data Matrix) held in front of the camera: a
 * few frames with a little sensor noise (they differ, as a real camera's do), looped by Chromium.
 */
export async function writeCodeVideo(
  path: string,
  text: string,
  options: { gs1?: boolean; format?: SymbolFormat; codeSide?: number } = {},
) {
  const symbol = await codeSymbol(text, options);
  const frames = [1, 2, 3].map((seed) =>
    drawScene({
      width: WIDTH,
      height: HEIGHT,
      symbol,
      codeSide: options.codeSide ?? 320,
      contrast: 0.9,
      noise: 6,
      blur: false,
      seed,
    }),
  );
  writeY4m(path, frames, WIDTH, HEIGHT);
}

/**
 * Camera flags are per browser launch, so each video gets its own Chromium: the fake device plays
 * the file and the permission prompt is answered yes.
 */
export function launchWithCamera(video: string): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? CHROMIUM_PATH,
    args: [
      ...CHROMIUM_FLAGS,
      "--use-fake-device-for-media-stream",
      "--use-fake-ui-for-media-stream",
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}

/** Keeps every stream the page opens, to tell later whether the camera was stopped. */
export async function recordStreams(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const streams: MediaStream[] = [];
    (window as unknown as { scannerStreams: MediaStream[] }).scannerStreams = streams;
    const media = navigator.mediaDevices;
    const original = media.getUserMedia.bind(media);
    media.getUserMedia = async (constraints) => {
      const stream = await original(constraints);
      streams.push(stream);
      return stream;
    };
  });
}

/** States of the recorded streams' tracks: `live` while the camera runs, `ended` once stopped. */
export const trackStates = (page: Page): Promise<string[]> =>
  page.evaluate(() =>
    (window as unknown as { scannerStreams: MediaStream[] }).scannerStreams.flatMap((stream) =>
      stream.getTracks().map((track) => track.readyState),
    ),
  );

/**
 * The camera as a shopper may have it: refused, missing or busy. `getUserMedia` is replaced at the
 * edge (the browser's device layer); every call's constraints are kept for the test to read.
 */
export async function fakeCameraFailure(page: Page, name: string): Promise<void> {
  await page.addInitScript((errorName) => {
    const calls: unknown[] = [];
    (window as unknown as { cameraCalls: unknown[] }).cameraCalls = calls;
    navigator.mediaDevices.getUserMedia = async (constraints) => {
      calls.push(constraints);
      throw new DOMException("fake camera failure", errorName);
    };
  }, name);
}

export const cameraCalls = (page: Page): Promise<unknown[]> =>
  page.evaluate(() => (window as unknown as { cameraCalls: unknown[] }).cameraCalls);
