import type { Database } from "../../db/open-database.ts";
import { loadPodiumBatch, type PodiumData, toRaw } from "./load-podium.ts";
import type { OfferIndex } from "./offer-index.ts";

/** Past this many waiting articles a batch leaves at once (one statement stays small). */
export const PODIUM_BATCH_MAX = 64;
/** Batches on their way at once; more look-ups wait and leave together in the next one. */
export const PODIUM_BATCHES_IN_FLIGHT = 4;

export type PodiumLoader = (
  code: string,
  countries: readonly string[],
) => Promise<PodiumData | null>;

interface Waiting {
  code: string;
  countries: readonly string[];
  resolve(data: PodiumData | null): void;
  reject(error: unknown): void;
}

/**
 * Podium data with the look-ups asked in the same turn of the event loop sent as one statement,
 * and at most PODIUM_BATCHES_IN_FLIGHT statements at once: those asked meanwhile leave together
 * when one comes back. Under load much of a podium's cost is the round trip itself (a socket
 * write and read on each side, the statement's fixed cost in PostgreSQL), so 50 shoppers at once
 * cost a few round trips instead of 50. Alone, a look-up waits for nothing but the current turn.
 */
export function createPodiumLoader(database: Database, index?: OfferIndex): PodiumLoader {
  const waiting: Waiting[] = [];
  let scheduled = false;
  let inFlight = 0;

  const flush = () => {
    scheduled = false;
    if (waiting.length === 0 || inFlight >= PODIUM_BATCHES_IN_FLIGHT) return;
    const batch = waiting.splice(0, PODIUM_BATCH_MAX);
    const codes = new Set<string>();
    const countries = new Set<string>();
    for (const item of batch) {
      codes.add(item.code);
      for (const country of item.countries) countries.add(country);
    }
    inFlight++;
    // While the index listens, a read takes every country of its articles and the index keeps it.
    const whole = index?.active ?? false;
    const read = whole
      ? async () => {
          let found = new Map<string, PodiumData>();
          await index?.through(async () => {
            found = await loadPodiumBatch(database, [...codes], null);
            return [...found.values()].map(toRaw);
          });
          return found;
        }
      : () => loadPodiumBatch(database, [...codes], [...countries]);
    read()
      .then(
        (found) => {
          for (const item of batch) {
            const data = found.get(item.code) ?? null;
            item.resolve(
              data && (whole || item.countries.length < countries.size)
                ? only(data, item.countries)
                : data,
            );
          }
        },
        (error: unknown) => {
          for (const item of batch) item.reject(error);
        },
      )
      .finally(() => {
        inFlight--;
        flush();
      });
    if (waiting.length > 0) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(flush);
  };

  return (code, countries) => {
    const held = index?.get(code, countries);
    if (held) return Promise.resolve(held);
    return new Promise((resolve, reject) => {
      waiting.push({ code, countries, resolve, reject });
      schedule();
    });
  };
}

/** The offers of the shopper's own countries, when the batch asked for more. */
function only(data: PodiumData, countries: readonly string[]): PodiumData {
  return { ...data, offers: data.offers.filter((offer) => countries.includes(offer.country)) };
}
