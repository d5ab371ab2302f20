import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { uploadPdf, uploadType } from "./upload-pdf";

/** What the upload sent, through XMLHttpRequest as the page sends it. */
class RecordingXhr {
  static sent: { url: string; headers: Record<string, string>; body: unknown }[] = [];
  status = 200;
  statusText = "OK";
  responseText = JSON.stringify({});
  upload = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  private url = "";
  private headers: Record<string, string> = {};
  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name.toLowerCase()] = value;
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  send(body: unknown) {
    RecordingXhr.sent.push({ url: this.url, headers: this.headers, body });
    // Not the contract's answer: the call rejects after sending, which is all this test reads.
    queueMicrotask(() => this.onload?.());
  }
  abort() {}
}

/** jsdom's Blob has no arrayBuffer(); its FileReader reads one. */
const bytesOf = (blob: Blob) =>
  new Promise<ArrayBuffer>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as ArrayBuffer);
    reader.onerror = () => reject(reader.error);
    reader.readAsArrayBuffer(blob);
  });

describe("uploadPdf: the file goes with its own type (issue 24)", () => {
  beforeEach(() => {
    RecordingXhr.sent = [];
    vi.stubGlobal("XMLHttpRequest", RecordingXhr);
  });
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["liste.pdf", "application/pdf", "application/pdf"],
    ["photo.jpg", "image/jpeg", "image/jpeg"],
    ["scan.png", "image/png", "image/png"],
    // A picker that gives no type: the name says which photo it is.
    ["IMG_2041.JPEG", "", "image/jpeg"],
    ["capture.PNG", "", "image/png"],
    ["liste", "", "application/pdf"],
  ])("%s (%s) is sent as %s, bytes unchanged", async (name, type, expected) => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]);
    const file = new File([bytes], name, { type });
    expect(uploadType(file)).toBe(expected);
    await uploadPdf(file, () => {}).catch(() => undefined);
    expect(RecordingXhr.sent).toHaveLength(1);
    const [request] = RecordingXhr.sent;
    expect(request!.url).toBe("/api/pdf-import");
    expect(request!.headers["content-type"]).toBe(expected);
    expect(new Uint8Array(await bytesOf(request!.body as Blob))).toEqual(bytes);
  });
});
