import type { IncomingMessage } from "node:http";
import { MAX_PDF_BYTES } from "@frontalier/shared/pdf-import/limits";
import type { FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";

const tooLarge = () =>
  new AppError("pdf_too_large", { message: `upload over ${MAX_PDF_BYTES} bytes` });

/**
 * The raw body of an upload, whatever its declared type (the file's first bytes say whether it
 * is a PDF), refused as soon as it passes the size limit.
 */
export async function readPdfBody(request: FastifyRequest, payload: IncomingMessage) {
  const declared = Number(request.headers["content-length"]);
  if (declared > MAX_PDF_BYTES) throw tooLarge();
  const chunks: Buffer[] = [];
  let size = 0;
  try {
    for await (const chunk of payload) {
      size += (chunk as Buffer).length;
      if (size > MAX_PDF_BYTES) throw tooLarge();
      chunks.push(chunk as Buffer);
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    // The client went away or was cut by the request time limit (Node's "aborted", ECONNRESET,
    // which must not read as a database connection reset): nobody is left to answer.
    throw new AppError("bad_request", {
      message: `upload ended after ${size} bytes: ${(error as Error).message}`,
      cause: error,
    });
  }
  return Buffer.concat(chunks, size);
}
