import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import { Negotiator } from "@fastify/accept-negotiator";
import type { FastifyReply, FastifyRequest } from "fastify";

/** Below this, compressing saves less than it costs (the same threshold @fastify/compress uses). */
export const COMPRESS_MIN_BYTES = 1024;
/**
 * Up to this, an answer is compressed in one synchronous call (16 µs for a 3 KB podium, about a
 * third of a millisecond at this limit); larger ones go on to @fastify/compress, which streams
 * them through the thread pool without holding the event loop.
 */
export const SYNC_COMPRESS_MAX_BYTES = 64 * 1024;
/**
 * Brotli's quality 2: a 3 KB podium in 16 µs to 660 B, where quality 4 takes 38 µs for 628 B and
 * gzip's default 22 µs for 670 B (measured on this project's podium answer).
 */
export const BROTLI_QUALITY = 2;

type Encoding = "br" | "gzip";

// The accepted encodings of one client rarely change; a few dozen headers cover every browser.
const NEGOTIATED_HEADERS_KEPT = 64;
const negotiated = new Map<string, string>();
const negotiator = new Negotiator<Encoding>({
  supportedValues: ["br", "gzip"],
  cache: {
    get: (key) => negotiated.get(key),
    has: (key) => negotiated.has(key),
    set(key, value) {
      if (negotiated.size >= NEGOTIATED_HEADERS_KEPT) negotiated.clear();
      negotiated.set(key, value);
      return this;
    },
  },
});

const compressible =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.+-]+\+)?(?:json|xml)|image\/svg\+xml)/;

const compressors: Record<Encoding, (body: Buffer | string, size: number) => Buffer> = {
  br: (body, size) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
      },
    }),
  gzip: (body) => gzipSync(body),
};

/**
 * Compresses the answers held whole in memory (JSON, CSV, SVG: nearly all of the API) in one
 * synchronous call. @fastify/compress turns every payload into a stream piped through zlib,
 * which cost a 3 KB podium about 370 µs of CPU and cut what a browser gets from the server to a
 * third (the bench's podium load with a browser's Accept-Encoding; decision 019). Streams,
 * answers already encoded, deflate and large answers are left to it.
 */
export function compressAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): unknown {
  const accepted = request.headers["accept-encoding"];
  if (!accepted || (typeof payload !== "string" && !Buffer.isBuffer(payload))) return payload;
  if (reply.hasHeader("content-encoding")) return payload;
  const type = reply.getHeader("content-type");
  if (typeof type !== "string" || !compressible.test(type)) return payload;
  const size = Buffer.byteLength(payload);
  if (size < COMPRESS_MIN_BYTES || size > SYNC_COMPRESS_MAX_BYTES) return payload;
  const encoding = negotiator.negotiate(accepted.toLowerCase());
  if (!encoding) return payload;
  const compressed = compressors[encoding](payload, size);
  reply.header("content-encoding", encoding);
  reply.removeHeader("content-length");
  varyOnAcceptEncoding(reply);
  return compressed;
}

/** A route that sets its own Vary (by language, say) still varies by encoding once compressed. */
function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader("vary");
  if (typeof vary !== "string" || vary === "") reply.header("vary", "accept-encoding");
  else if (!/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(vary)) {
    reply.header("vary", `${vary}, accept-encoding`);
  }
}
