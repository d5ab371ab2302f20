import { importPdf } from "@frontalier/shared/contracts/pdf-import";
import { call } from "../../../lib/api/call";
import { sendWithProgress, type UploadProgress } from "../../../lib/api/upload-transport";

/**
 * The file itself as the body, sent with XMLHttpRequest for its upload progress. No retry (spec §7: writes get none); a network failure rejects with a
 * TypeError, an error answer with an ApiError.
 */
export const uploadPdf = (
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) => call(importPdf, { body: file, send: sendWithProgress(onProgress), signal });
