import type { Clock } from "../retailer/clock.ts";
import type { Market } from "../retailer/market.ts";
import type { CountryResult } from "../retailer/retailer-offer.ts";
import { REFRESH_SLOT_MS, slotAllowance, slotOf } from "./refresh-budget.ts";
import type { RefreshStore } from "./refresh-store.ts";

/** What the refresh needs of the retailer connector. */
export interface RefreshRetailer {
  fetchOffer(
    code: string,
    market: Market,
    options: { isCombination: boolean; maxRetries: number; signal?: AbortSignal },
  ): Promise<CountryResult>;
  breakerState(country: string): "closed" | "open" | "half_open";
  heldUntil(country: string): number;
}

export interface RefreshSlotOptions {
  store: RefreshStore;
  retailer: RefreshRetailer;
  markets: readonly Market[];
  /** Requests per country per hour (`RETAILER_REFRESH_PER_HOUR`). */
  perHour: number;
  clock: Clock;
  /** Requests in flight at once, all countries together (each country has one at most). */
  concurrency?: number;
  /** After the run, the articles it saved observations of (the alert check follows). */
  onObservations?: (codes: string[]) => void;
  signal?: AbortSignal;
}

export interface RefreshSlotReport {
  slot: number;
  /** Requests sent per country. */
  requests: Record<string, number>;
  saved: number;
  /** Countries left alone for this slot: an open circuit, or a Retry-After still running. */
  waiting: string[];
}

/** The requests of a slot end this long before it does, so a run never overlaps the next one. */
const SLOT_MARGIN_MS = 15_000;
/** The closest two requests to one country may be, whatever the budget. */
export const MIN_GAP_MS = 1_000;
const DEFAULT_CONCURRENCY = 6;

interface Planned {
  at: number;
  market: Market;
  code: string;
  isCombination: boolean;
}

const held = (retailer: RefreshRetailer, country: string, now: number) =>
  retailer.breakerState(country) === "open" || retailer.heldUntil(country) > now;

/**
 * One run of the scheduled refresh (decision 028): for each country, the slot's share of the
 * budget, less what a run before in the same slot spent, goes to the most due watched articles;
 * their requests are spread evenly over what is left of the slot (countries staggered, one
 * request per country at a time, no retries: the next slot tries again), and each answer is
 * saved as the podium's look-ups save theirs. A country whose circuit is open, or whose host
 * asked to wait (Retry-After), is skipped until it may be asked again; the others go on.
 */
export async function refreshSlot(options: RefreshSlotOptions): Promise<RefreshSlotReport> {
  const { store, retailer, clock } = options;
  const start = clock.now();
  const slot = slotOf(start);
  const end = (slot + 1) * REFRESH_SLOT_MS - SLOT_MARGIN_MS;
  const report: RefreshSlotReport = { slot, requests: {}, saved: 0, waiting: [] };
  const window = end - start;
  if (window <= 0) return report;
  const spent = { ...(await store.spent(slot)) };
  const plans: Planned[][] = [];
  // The next slot's prices are announced too (its run asks for the stalest then: the ones after
  // this slot's, unless a look-up or a new watcher comes in between). Only when there is a plan
  // to write: the bench's store keeps none.
  const announced = store.setPlan !== undefined;
  const nextEnd = (slot + 2) * REFRESH_SLOT_MS - SLOT_MARGIN_MS;
  const nextSlot: Record<string, string[]> = {};
  const add = (items: Record<string, string[]>, code: string, country: string) => {
    items[code] = [...(items[code] ?? []), country];
  };
  for (const market of options.markets) {
    const { country } = market;
    // A circuit that is open now may let a trial through later in the slot; a Retry-After
    // that outlasts the slot leaves the country alone until then.
    if (retailer.heldUntil(country) >= end) {
      report.waiting.push(country);
      continue;
    }
    const left = slotAllowance(options.perHour, slot) - (spent[country] ?? 0);
    const fits = Math.max(0, Math.min(left, Math.floor(window / MIN_GAP_MS)));
    const ahead = announced
      ? Math.min(
          slotAllowance(options.perHour, slot + 1),
          Math.floor((REFRESH_SLOT_MS - SLOT_MARGIN_MS) / MIN_GAP_MS),
        )
      : 0;
    if (fits + ahead <= 0) continue;
    const found = await store.candidates(country, fits + ahead, start);
    for (const candidate of found.slice(fits)) add(nextSlot, candidate.code, country);
    const candidates = found.slice(0, fits);
    if (candidates.length === 0) continue;
    spent[country] = (spent[country] ?? 0) + candidates.length;
    plans.push(candidates.map((candidate) => ({ ...candidate, market, at: 0 })));
  }
  // Reserved before sending: a run that dies half-way leaves no budget to a second one.
  await store.setSpent(slot, spent);
  // Shown as "being updated" until observed, or until the requests of the slot that asks end.
  const hasNext = Object.keys(nextSlot).length > 0;
  if (plans.length > 0 || hasNext) {
    const items: Record<string, string[]> = {};
    for (const [code, countries] of Object.entries(nextSlot)) items[code] = [...countries];
    for (const plan of plans) for (const { code, market } of plan) add(items, code, market.country);
    await store.setPlan?.({ slot, startedAtMs: start, untilMs: hasNext ? nextEnd : end, items });
  }
  const events = plans.flatMap((plan, index) => {
    const gap = window / plan.length;
    // Countries start at staggered offsets within their first gap.
    const offset = (gap * (index + 0.5)) / plans.length;
    return plan.map((event, i) => ({ ...event, at: start + offset + i * gap }));
  });
  events.sort((a, b) => a.at - b.at);
  const unsent: Record<string, number> = {};
  const observed = new Set<string>();
  const busy = new Map<string, Promise<void>>();
  const lastSent = new Map<string, number>();
  const pause = (ms: number) =>
    clock.sleep(Math.max(0, ms), options.signal).then(
      () => !options.signal?.aborted,
      () => false,
    );
  /** One request to a country at a time, and never closer than MIN_GAP_MS to the one before. */
  const send = async (event: Planned): Promise<CountryResult | null> => {
    const { country } = event.market;
    const before = busy.get(country);
    let done = () => {};
    busy.set(country, new Promise<void>((resolve) => (done = resolve)));
    await before;
    try {
      if (!(await pause((lastSent.get(country) ?? -Infinity) + MIN_GAP_MS - clock.now()))) {
        return null;
      }
      if (held(retailer, country, clock.now())) {
        if (!report.waiting.includes(country)) report.waiting.push(country);
        return null;
      }
      lastSent.set(country, clock.now());
      return await retailer.fetchOffer(event.code, event.market, {
        isCombination: event.isCombination,
        maxRetries: 0,
        ...(options.signal ? { signal: options.signal } : {}),
      });
    } finally {
      done();
    }
  };
  let next = 0;
  const worker = async () => {
    while (next < events.length && !options.signal?.aborted) {
      const event = events[next++]!;
      const { country } = event.market;
      const result = (await pause(event.at - clock.now())) ? await send(event) : null;
      if (!result || result.status === "circuit_open") {
        unsent[country] = (unsent[country] ?? 0) + 1;
        if (!result) continue;
      } else {
        report.requests[country] = (report.requests[country] ?? 0) + 1;
      }
      // Saved outside the country's turn: a slow database does not hold its next request.
      if (await store.save(event.code, result, clock.now())) {
        report.saved++;
        observed.add(event.code);
      }
    }
  };
  await Promise.all(
    Array.from(
      { length: Math.min(options.concurrency ?? DEFAULT_CONCURRENCY, events.length) },
      worker,
    ),
  );
  for (const event of events.slice(next)) {
    const { country } = event.market;
    unsent[country] = (unsent[country] ?? 0) + 1;
  }
  // What was reserved and not sent goes back to the slot.
  if (Object.keys(unsent).length > 0) {
    for (const [country, count] of Object.entries(unsent)) spent[country]! -= count;
    await store.setSpent(slot, spent);
  }
  // This slot's prices are asked (or failed, to be asked again): the next slot's are left.
  if (plans.length > 0) {
    await store.setPlan?.(
      hasNext ? { slot, startedAtMs: start, untilMs: nextEnd, items: nextSlot } : null,
    );
  }
  if (observed.size > 0) options.onObservations?.([...observed]);
  return report;
}
