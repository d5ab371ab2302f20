import { europeanCountries } from "@frontalier/shared/countries";
import { fakeIsCombination, startFakeRetailer } from "../apps/server/src/fake-retailer/index.ts";
import {
  type CountryStatus,
  createRetailerClient,
  DEFAULT_RETAILER_LIMITS,
} from "../apps/server/src/retailer/index.ts";
import type { EndToEndFigure } from "./fan-out-end-to-end.ts";
import { RETAILER_BEHAVIOUR } from "./lib/catalogue-server.ts";
import { existingFakeCodes } from "./lib/fake-codes.ts";
import { log } from "./lib/log.ts";
import { type Spread, spread } from "./lib/percentiles.ts";
import { FAN_OUT_TARGET_COMPLETE_MS, FAN_OUT_TARGET_FIRST_MS } from "./targets.ts";

const CODES = 20;

export interface FanOutFigure {
  countries: number;
  codes: number;
  retailer: { latencyMs: number; failureRate: number };
  /** The client's defaults: how many requests at once to the one host, retries, time-out. */
  limits: { perHostConcurrency: number; maxRetries: number; requestTimeoutMs: number };
  firstCountryMs: Spread;
  completeMs: Spread;
  /**
   * Combinations answer only at `s{code}`: the client, not knowing which an article is, asks
   * the plain path first in every country, so they cost two requests each.
   */
  byKind: Record<
    "articles" | "combinations",
    { codes: number; firstCountryMs: Spread; completeMs: Spread }
  >;
  /** Country results over every fan-out, by status. */
  statuses: Partial<Record<CountryStatus, number>>;
  retailerRequests: number;
  retailerFailures: number;
  retailerMaxInFlight: number;
  targets: { firstCountryP95Ms: number; completeP95Ms: number };
  firstCountryPass: boolean;
  completePass: boolean;
  pass: boolean;
  /** The same through the server: GET podium of an unseen code, then its stream to `done`. */
  endToEnd: EndToEndFigure | { error: string } | null;
}

/**
 * `fanOut` of the retailer client over the 30 European markets against the fake retailer at
 * 200 ms and 5 % failures: time to the first country's answer and to the last.
 */
export async function measureFanOut(
  endToEnd: (() => Promise<EndToEndFigure>) | null,
): Promise<FanOutFigure> {
  const retailer = await startFakeRetailer(RETAILER_BEHAVIOUR);
  const runs: { combination: boolean; first: number; complete: number }[] = [];
  const statuses: Partial<Record<CountryStatus, number>> = {};
  try {
    const client = createRetailerClient({ baseUrl: retailer.url });
    const markets = europeanCountries.map((country) => ({
      country: country.code,
      locale: country.retailerLocale,
    }));
    const [warmup, ...codes] = existingFakeCodes(CODES + 1);
    // Sockets and JIT warm, as in a server that has been up for a while.
    await client.fanOut(warmup!, markets);
    retailer.resetStats();
    log(`fan-out: ${codes.length} articles × ${markets.length} countries`);
    for (const code of codes) {
      const started = performance.now();
      let firstAt: number | undefined;
      const results = await client.fanOut(code, markets, () => {
        firstAt ??= performance.now();
      });
      const completeAt = performance.now();
      runs.push({
        combination: fakeIsCombination(code),
        first: (firstAt ?? completeAt) - started,
        complete: completeAt - started,
      });
      for (const result of results) statuses[result.status] = (statuses[result.status] ?? 0) + 1;
    }
  } finally {
    await retailer.close();
  }
  const stats = retailer.stats();
  const firstCountryMs = spread(runs.map((run) => run.first));
  const completeMs = spread(runs.map((run) => run.complete));
  const kind = (combination: boolean) => {
    const some = runs.filter((run) => run.combination === combination);
    return {
      codes: some.length,
      firstCountryMs: spread(some.map((run) => run.first)),
      completeMs: spread(some.map((run) => run.complete)),
    };
  };
  const firstCountryPass = firstCountryMs.p95 <= FAN_OUT_TARGET_FIRST_MS;
  const completePass = completeMs.p95 <= FAN_OUT_TARGET_COMPLETE_MS;
  return {
    countries: europeanCountries.length,
    codes: runs.length,
    retailer: { ...RETAILER_BEHAVIOUR },
    limits: {
      perHostConcurrency: DEFAULT_RETAILER_LIMITS.perHostConcurrency,
      maxRetries: DEFAULT_RETAILER_LIMITS.maxRetries,
      requestTimeoutMs: DEFAULT_RETAILER_LIMITS.requestTimeoutMs,
    },
    firstCountryMs,
    completeMs,
    byKind: { articles: kind(false), combinations: kind(true) },
    statuses,
    retailerRequests: stats.requests,
    retailerFailures: stats.failures,
    retailerMaxInFlight: stats.maxInFlight,
    targets: {
      firstCountryP95Ms: FAN_OUT_TARGET_FIRST_MS,
      completeP95Ms: FAN_OUT_TARGET_COMPLETE_MS,
    },
    firstCountryPass,
    completePass,
    pass: firstCountryPass && completePass,
    endToEnd: endToEnd
      ? await endToEnd().catch((error: unknown) => ({
          error: error instanceof Error ? error.message : String(error),
        }))
      : null,
  };
}
