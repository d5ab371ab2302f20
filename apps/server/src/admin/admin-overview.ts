import {
  ADMIN_LIST_LIMIT,
  type AdminBreakers,
  type AdminContactMessage,
  type AdminFeedImport,
  type AdminJobRun,
  type AdminStoreRefresh,
} from "@frontalier/shared/contracts/admin";
import { europeanCountries } from "@frontalier/shared/countries";
import { asc, desc } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { contactMessages, feedImports, jobRuns, storeRefreshes } from "../db/schema.ts";
import type { RetailerClient } from "../retailer/index.ts";

const iso = (date: Date) => date.toISOString();
const isoOrNull = (date: Date | null) => date?.toISOString() ?? null;

/** The newest feed imports, newest first, with their first rejected lines. */
export async function listFeedImports(db: AppDb): Promise<AdminFeedImport[]> {
  const rows = await db
    .select()
    .from(feedImports)
    .orderBy(desc(feedImports.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) }));
}

export async function listStoreRefreshes(db: AppDb): Promise<AdminStoreRefresh[]> {
  const rows = await db
    .select()
    .from(storeRefreshes)
    .orderBy(desc(storeRefreshes.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({ ...row, finishedAt: iso(row.finishedAt) }));
}

export async function listJobRuns(db: AppDb): Promise<AdminJobRun[]> {
  const rows = await db.select().from(jobRuns).orderBy(asc(jobRuns.job));
  return rows.map((row) => ({
    ...row,
    outcome: row.outcome === "ok" || row.outcome === "failed" ? row.outcome : null,
    startedAt: iso(row.startedAt),
    finishedAt: isoOrNull(row.finishedAt),
    lastSuccessAt: isoOrNull(row.lastSuccessAt),
  }));
}

export async function listContactMessages(db: AppDb): Promise<AdminContactMessage[]> {
  const rows = await db
    .select()
    .from(contactMessages)
    .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
    .limit(ADMIN_LIST_LIMIT);
  return rows.map((row) => ({
    ...row,
    createdAt: iso(row.createdAt),
    mailedAt: isoOrNull(row.mailedAt),
  }));
}

/** What the page reads of the retailer connector (the app may run without one). */
export type BreakerSource = Pick<RetailerClient, "breakerState" | "heldUntil">;

/** Each market's circuits on this instance: each instance keeps its own, in memory. */
export function breakerStates(
  retailer: BreakerSource | undefined,
  now = Date.now(),
): AdminBreakers {
  if (!retailer) return { connected: false, countries: [] };
  return {
    connected: true,
    countries: europeanCountries.map(({ code }) => {
      const held = Math.max(
        retailer.heldUntil(code, "product"),
        retailer.heldUntil(code, "search"),
      );
      return {
        country: code,
        product: retailer.breakerState(code, "product"),
        search: retailer.breakerState(code, "search"),
        heldUntil: held > now ? new Date(held).toISOString() : null,
      };
    }),
  };
}
