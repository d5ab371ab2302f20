import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import type { RateLimiter, RateRule } from "../../../rate-limit/rate-limiter.ts";

/**
 * Uploads being received, waiting or parsed at once, on this instance: each may hold 10 MB of the
 * server's memory until its answer, and after it until V8 next collects (an idle server may not for
 * a while), so many addresses together cannot hold more than 80 MB. The parser children read one or
 * two files at a time, so more would only wait.
 */
export const MAX_UPLOADS_IN_FLIGHT = 8;
/** What a refused upload is told to wait: the time a parser child takes for a few files. */
export const BUSY_RETRY_AFTER_S = 10;

export interface UploadGateOptions {
  limiter: RateLimiter;
  rule: RateRule;
  maxInFlight?: number;
}

export interface UploadGate {
  /** An `onRequest` hook: counts the upload against its address and admits it, before its body. */
  admit(request: FastifyRequest, reply: FastifyReply): Promise<void>;
  readonly inFlight: number;
}

export const refuseBusy = (reply: FastifyReply, message: string, cause?: unknown) => {
  reply.header("retry-after", String(BUSY_RETRY_AFTER_S));
  return new AppError("pdf_import_busy", { message, cause });
};

/**
 * Admits an upload before a byte of its body is read: within its address's rate (429 with
 * Retry-After past it), and while fewer than `maxInFlight` are in flight (503). The count is given
 * back when the answer is sent or the connection ends, whichever comes first.
 */
export function uploadGate({
  limiter,
  rule,
  maxInFlight = MAX_UPLOADS_IN_FLIGHT,
}: UploadGateOptions): UploadGate {
  let inFlight = 0;
  return {
    get inFlight() {
      return inFlight;
    },
    async admit(request, reply) {
      const decision = await limiter.check([{ rule, key: request.ip }]);
      if (!decision.allowed) {
        reply.header("retry-after", String(decision.retryAfterS));
        throw new AppError("pdf_import_rate_limited", {
          message: `PDF uploads rate limited for ${decision.retryAfterS} s`,
        });
      }
      if (inFlight >= maxInFlight) throw refuseBusy(reply, `${inFlight} uploads in flight`);
      inFlight++;
      let released = false;
      reply.raw.once("close", () => {
        if (released) return;
        released = true;
        inFlight--;
      });
    },
  };
}
