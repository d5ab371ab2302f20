import { eq } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { appSettings } from "../db/schema.ts";

/**
 * What the running slot of the scheduled refresh is going to ask the retailer (issue 21): the
 * podium and the wishlist say "being updated" for those prices. Kept in the database beside the
 * slot's spending, so that every instance reads the plan of the one that runs the job.
 */
export interface RefreshPlan {
  slot: number;
  /** When the run planned it: a price observed since then has been refreshed. */
  startedAtMs: number;
  /** When the slot's last request is sent: the plan says nothing after that. */
  untilMs: number;
  /** Article code → the countries asked about it in this slot. */
  items: Record<string, string[]>;
}

/** The settings row that holds the running slot's plan. */
export const PLAN_SETTING = "price-refresh-plan";

export async function writeRefreshPlan(db: AppDb, plan: RefreshPlan | null): Promise<void> {
  if (!plan) {
    await db.delete(appSettings).where(eq(appSettings.key, PLAN_SETTING));
    return;
  }
  await db
    .insert(appSettings)
    .values({ key: PLAN_SETTING, value: plan })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: plan } });
}

/** What one read of the plan says about any article. */
export interface RefreshPlanSnapshot {
  /**
   * The countries among `countries` whose price of `code` the refresh is about to ask or is
   * asking: planned in the running slot and not observed since the plan was made.
   */
  refreshing(
    code: string,
    countries: readonly string[],
    observedAtMs: (country: string) => number | undefined,
  ): string[];
}

const nothing: RefreshPlanSnapshot = { refreshing: () => [] };

const isPlan = (value: unknown): value is RefreshPlan => {
  const plan = value as Partial<RefreshPlan> | null;
  return (
    typeof plan?.startedAtMs === "number" &&
    typeof plan.untilMs === "number" &&
    typeof plan.items === "object" &&
    plan.items !== null
  );
};

export interface RefreshPlanReader {
  current(): Promise<RefreshPlanSnapshot>;
}

/**
 * Reads the plan at most once every `maxAgeMs` (the podium is the most asked page; a plan changes
 * once per five-minute slot and its prices are asked seconds apart at the least).
 */
export function refreshPlanReader(
  db: AppDb,
  options: { now?: () => number; maxAgeMs?: number } = {},
): RefreshPlanReader {
  const now = options.now ?? Date.now;
  const maxAgeMs = options.maxAgeMs ?? 5_000;
  let cached: { at: number; plan: Promise<RefreshPlan | null> } | null = null;
  const load = async (): Promise<RefreshPlan | null> => {
    const [row] = await db
      .select({ value: appSettings.value })
      .from(appSettings)
      .where(eq(appSettings.key, PLAN_SETTING));
    return isPlan(row?.value) ? row.value : null;
  };
  return {
    async current() {
      const at = now();
      if (!cached || at - cached.at >= maxAgeMs) {
        // A failed read says nothing is being refreshed rather than failing the page.
        cached = { at, plan: load().catch(() => null) };
      }
      const plan = await cached.plan;
      if (!plan || at >= plan.untilMs) return nothing;
      return {
        refreshing(code, countries, observedAtMs) {
          const planned = plan.items[code];
          if (!planned) return [];
          return countries.filter(
            (country) =>
              planned.includes(country) && (observedAtMs(country) ?? 0) < plan.startedAtMs,
          );
        },
      };
    },
  };
}

/** The podium's countries the refresh is asking about, less those a look-up already is. */
export const refreshingCountries = (
  plan: RefreshPlanSnapshot,
  code: string,
  offers: readonly { country: string; observedAtMs: number }[],
  countries: readonly string[],
  pending: ReadonlySet<string>,
): string[] => {
  const seen = new Map(offers.map((offer) => [offer.country, offer.observedAtMs]));
  return plan
    .refreshing(code, countries, (country) => seen.get(country))
    .filter((country) => !pending.has(country));
};
