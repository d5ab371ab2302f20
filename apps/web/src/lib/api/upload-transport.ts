import type { Transport } from "./transport";

export interface UploadProgress {
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
}

/** Statuses whose Response may not carry a body, even an empty one (Fetch standard). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * `fetch` through XMLHttpRequest, for its upload progress (fetch reports none): the PDF import
 * passes it to `call`, so that it is not in the first download. Fails as fetch does: a TypeError
 * when the server cannot be reached, an AbortError when aborted.
 */
export const sendWithProgress =
  (onProgress: (progress: UploadProgress) => void): Transport =>
  (url, init) =>
    new Promise((resolve, reject) => {
      const abort = () => reject(new DOMException("The call was aborted", "AbortError"));
      if (init.signal?.aborted) return abort();
      const xhr = new XMLHttpRequest();
      xhr.open(init.method ?? "GET", url);
      for (const [name, value] of new Headers(init.headers)) xhr.setRequestHeader(name, value);
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
      };
      xhr.onload = () => {
        const headers = new Headers();
        for (const line of xhr
          .getAllResponseHeaders()
          .trim()
          .split(/[\r\n]+/)) {
          const colon = line.indexOf(":");
          if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
        }
        const body = NULL_BODY_STATUSES.has(xhr.status) ? null : xhr.responseText;
        resolve(new Response(body, { status: xhr.status, statusText: xhr.statusText, headers }));
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.onabort = abort;
      init.signal?.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(init.body instanceof ReadableStream ? null : (init.body ?? null));
    });
