import pdfImport from "@frontalier/shared/locales/fr/pdf-import.json";
import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18n } from "../../../i18n/i18n-instance";
import { I18nProvider } from "../../../i18n/i18n-provider";
import { sendWithProgress, type UploadProgress } from "../../../lib/api/upload-transport";
import { ImportProgress, phaseOf } from "./import-progress";

/** An XMLHttpRequest whose upload events and answer the test gives by hand. */
class FakeXhr {
  static last: FakeXhr | null = null;
  readonly upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  statusText = "";
  responseText = "";
  method = "";
  url = "";
  sent: unknown = undefined;
  readonly headers = new Map<string, string>();

  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers.set(name, value);
  }
  getAllResponseHeaders() {
    return "content-type: application/json\r\n";
  }
  send(body: unknown) {
    this.sent = body;
  }
  abort() {
    this.onabort?.();
  }
  progress(loaded: number, total: number, lengthComputable = true) {
    this.upload.onprogress?.({ loaded, total, lengthComputable } as ProgressEvent);
  }
}

const show = (progress: UploadProgress) =>
  render(
    <I18nProvider
      i18n={createI18n({
        language: "fr",
        resources: { fr: { "pdf-import": pdfImport } },
        defaultNamespace: "pdf-import",
      })}
    >
      <ImportProgress phase={phaseOf(progress)} />
    </I18nProvider>,
  );

describe("the PDF import's progress bar", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("reports the upload's bytes from the real transport, then its answer", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const seen: UploadProgress[] = [];
    const file = new Blob(["%PDF-1.7"], { type: "application/pdf" });
    const answer = sendWithProgress((progress) => seen.push(progress))("/api/pdf-import", {
      method: "POST",
      headers: { "content-type": "application/pdf" },
      body: file,
    });
    const xhr = FakeXhr.last!;
    expect([xhr.method, xhr.url, xhr.sent]).toEqual(["POST", "/api/pdf-import", file]);
    xhr.progress(0, 0, false);
    xhr.progress(2_500_000, 10_000_000);
    xhr.progress(10_000_000, 10_000_000);
    expect(seen).toEqual([
      { loaded: 2_500_000, total: 10_000_000 },
      { loaded: 10_000_000, total: 10_000_000 },
    ]);
    xhr.status = 200;
    xhr.responseText = '{"lines":[]}';
    xhr.onload?.();
    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ lines: [] });
  });

  it("fails as fetch does when the network fails", async () => {
    vi.stubGlobal("XMLHttpRequest", FakeXhr);
    const answer = sendWithProgress(() => {})("/api/pdf-import", { method: "POST" });
    FakeXhr.last!.onerror?.();
    await expect(answer).rejects.toBeInstanceOf(TypeError);
  });

  it("shows the percent sent while uploading", () => {
    show({ loaded: 2_500_000, total: 10_000_000 });
    const bar = screen.getByRole("progressbar", { name: "Envoi du fichier" });
    expect(bar).toHaveAttribute("aria-valuenow", "25");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("25%");
    expect(phaseOf({ loaded: 1, total: 3 })).toEqual({ step: "uploading", percent: 33 });
  });

  it("turns indeterminate once the last byte is sent: the server is reading the PDF", () => {
    show({ loaded: 10_000_000, total: 10_000_000 });
    const bar = screen.getByRole("progressbar", { name: "Lecture du PDF" });
    expect(bar).not.toHaveAttribute("aria-valuenow");
    expect(bar.firstElementChild).toHaveClass("animate-pulse");
  });
});
