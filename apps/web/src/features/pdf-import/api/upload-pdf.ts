import {
  type PdfImportResponse,
  pdfImportResponseSchema,
} from "@frontalier/shared/contracts/pdf-import";
import { isErrorCode } from "@frontalier/shared/error-codes";
import { ApiError } from "../../../lib/api-client";

export interface UploadProgress {
  /** Bytes sent so far and in all. */
  loaded: number;
  total: number;
}

/**
 * `POST /api/pdf-import` with the file as the body. XMLHttpRequest rather than fetch, for the
 * upload progress; the answer is checked against the shared contract all the same. No retry
 * (spec §7: writes get none). Network failures reject with an ApiError of status 0.
 */
export function uploadPdf(
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<PdfImportResponse> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open("POST", "/api/pdf-import");
    request.setRequestHeader("content-type", "application/pdf");
    request.setRequestHeader("accept", "application/json");
    request.responseType = "json";
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress({ loaded: event.loaded, total: event.total });
    };
    request.onload = () => {
      const body = request.response as unknown;
      if (request.status >= 200 && request.status < 300) {
        const parsed = pdfImportResponseSchema.safeParse(body);
        if (parsed.success) resolve(parsed.data);
        else reject(new ApiError(request.status, "internal", "unexpected answer"));
        return;
      }
      reject(toApiError(request.status, body));
    };
    request.onerror = () => reject(new ApiError(0, "service_unavailable", "network error"));
    request.onabort = () => reject(new DOMException("aborted", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}

function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  if (error && isErrorCode(error.code) && typeof error.message === "string") {
    return new ApiError(status, error.code, error.message);
  }
  return new ApiError(status, status >= 500 ? "internal" : "bad_request", `HTTP ${status}`);
}
