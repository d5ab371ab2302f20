import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets } from "../db/schema.ts";
import type { WriteOutcome } from "./client-writes.ts";

type Db = Pick<AppDb, "update" | "select">;

const line = (basketId: number, code: string) =>
  and(eq(basketItems.basketId, basketId), eq(basketItems.articleCode, code));

/** The line is there but a newer write set this field: superseded; no line: not found. */
async function missedOutcome(db: Db, basketId: number, code: string): Promise<WriteOutcome> {
  const [row] = await db
    .select({ code: basketItems.articleCode })
    .from(basketItems)
    .where(line(basketId, code));
  return row ? "superseded" : "not_found";
}

/**
 * Ticks a line off (in the trolley since `at`) or unticks it, unless a write made later than `at`
 * already set it: an untick sent late after a newer tick leaves the tick.
 */
export async function setTick(
  db: Db,
  { basketId, code, ticked, at }: { basketId: number; code: string; ticked: boolean; at: Date },
): Promise<WriteOutcome> {
  const rows = await db
    .update(basketItems)
    .set({ tickedAt: ticked ? at : null, tickWrittenAt: at })
    .where(
      and(
        line(basketId, code),
        or(isNull(basketItems.tickWrittenAt), lte(basketItems.tickWrittenAt, at)),
      ),
    )
    .returning({ code: basketItems.articleCode });
  return rows.length > 0 ? "applied" : missedOutcome(db, basketId, code);
}

/** Sets a line's quantity, unless a write made later than `at` already set it. */
export async function setLineQuantity(
  db: Db,
  { basketId, code, quantity, at }: { basketId: number; code: string; quantity: number; at: Date },
): Promise<WriteOutcome> {
  const rows = await db
    .update(basketItems)
    .set({ quantity, quantityWrittenAt: at })
    .where(
      and(
        line(basketId, code),
        or(isNull(basketItems.quantityWrittenAt), lte(basketItems.quantityWrittenAt, at)),
      ),
    )
    .returning({ code: basketItems.articleCode });
  if (rows.length === 0) return missedOutcome(db, basketId, code);
  await db
    .update(baskets)
    .set({ version: sql`${baskets.version} + 1`, updatedAt: new Date() })
    .where(eq(baskets.id, basketId));
  return "applied";
}

/** A new shopping trip: every line unticked, but for those ticked by a write made after `at`. */
export async function clearTicks(
  db: Db,
  { basketId, at }: { basketId: number; at: Date },
): Promise<WriteOutcome> {
  await db
    .update(basketItems)
    .set({ tickedAt: null, tickWrittenAt: at })
    .where(
      and(
        eq(basketItems.basketId, basketId),
        or(isNull(basketItems.tickWrittenAt), lte(basketItems.tickWrittenAt, at)),
      ),
    );
  return "applied";
}
