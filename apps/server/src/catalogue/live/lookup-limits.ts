import type { FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../http/app-error.ts";
import type { RateLimiter, RateRule } from "../../rate-limit/rate-limiter.ts";
import type { AdmitLookup } from "./live-lookup.ts";

const MINUTE = 60_000;

/**
 * Look-ups one client may start: a kitchen plan of unknown articles (100–200 lines) fits, a
 * script walking through codes does not. A look-up asks the retailer in every compared country.
 */
export const LOOKUPS_PER_CLIENT: RateRule = {
  name: "lookup-ip",
  limit: 200,
  windowMs: 10 * MINUTE,
};

/** Look-ups every instance together may start in a minute (`RETAILER_LOOKUPS_PER_MINUTE`). */
export const lookupsInTotal = (perMinute: number): RateRule => ({
  name: "lookup-all",
  limit: perMinute,
  windowMs: MINUTE,
});

/**
 * Whether a client may make us ask the retailer, counted per client and in total (in Redis when
 * configured, so shared by every instance). The client's own limit is asked first, so that a
 * client over it does not spend everyone's total.
 */
export function lookupAdmission(limiter: RateLimiter, perMinute: number) {
  const total = lookupsInTotal(perMinute);
  const decide = async (request: FastifyRequest) => {
    const own = await limiter.check([{ rule: LOOKUPS_PER_CLIENT, key: request.ip }]);
    return own.allowed ? limiter.check([{ rule: total, key: "all" }]) : own;
  };
  return {
    /** For a refresh of stale prices: refused, the stored prices are shown as they are. */
    quietly:
      (request: FastifyRequest): AdmitLookup =>
      async () =>
        (await decide(request)).allowed,
    /** For an article we have never seen: refused, a 429 with Retry-After. */
    loudly:
      (request: FastifyRequest, reply: FastifyReply): AdmitLookup =>
      async () => {
        const decision = await decide(request);
        if (decision.allowed) return true;
        reply.header("retry-after", String(decision.retryAfterS));
        throw new AppError("rate_limited", {
          message: `retailer look-ups limited for ${decision.retryAfterS} s`,
        });
      },
  };
}

export type LookupAdmission = ReturnType<typeof lookupAdmission>;
