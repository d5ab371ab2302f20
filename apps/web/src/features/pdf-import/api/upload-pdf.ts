import { importPdf } from "@frontalier/shared/contracts/pdf-import";
import { IMPORT_IMAGE_TYPES } from "@frontalier/shared/pdf-import/ocr-limits";
import { call } from "../../../lib/api/call";
import { sendWithProgress, type UploadProgress } from "../../../lib/api/upload-transport";

const IMAGE_EXTENSIONS: Record<string, (typeof IMPORT_IMAGE_TYPES)[number]> = {
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
};

/**
 * The file's type as the upload declares it: a photo's own (JPEG, PNG), from its name when the
 * browser gave none (some pickers leave `type` empty); anything else goes as a PDF, the server
 * telling either from the first bytes.
 */
export function uploadType(file: Blob): string {
  if ((IMPORT_IMAGE_TYPES as readonly string[]).includes(file.type)) return file.type;
  const name = file instanceof File ? file.name : "";
  const extension = /\.([a-z]+)$/i.exec(name)?.[1]?.toLowerCase() ?? "";
  return (file.type === "" && IMAGE_EXTENSIONS[extension]) || importPdf.body.contentType;
}

/**
 * The file itself as the body, with its type (a PDF, or a photo's JPEG or PNG), sent with
 * XMLHttpRequest for its upload progress. No retry (spec §7: writes get none); a network failure
 * rejects with a TypeError, an error answer with an ApiError.
 */
export const uploadPdf = (
  file: Blob,
  onProgress: (progress: UploadProgress) => void,
  signal?: AbortSignal,
) => {
  const type = uploadType(file);
  // A Blob of the same bytes with the type to send (no copy): `call` sends an accepted type as is.
  const body = file.type === type ? file : new Blob([file], { type });
  return call(importPdf, { body, send: sendWithProgress(onProgress), signal });
};
