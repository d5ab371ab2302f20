import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { testDatabases, useTestDatabase } from "../../test/db.ts";
import { createBasket } from "../baskets/baskets.ts";
import { baskets, profiles, sessions } from "../db/schema.ts";
import { createGuest } from "./guests.ts";
import { applyRetention } from "./retention.ts";
import { createSession } from "./sessions.ts";

const DAY = 86_400_000;

describe.each(testDatabases())("retention (%s)", (kind) => {
  const database = useTestDatabase(kind);

  it("deletes guests idle past the retention with their baskets, and expired sessions", async () => {
    const { db } = database();
    const idle = await createGuest(db);
    const active = await createGuest(db);
    await createBasket(db, { profileId: idle.id, countries: ["FR"] });
    await db
      .update(profiles)
      .set({ lastSeenAt: new Date(Date.now() - 200 * DAY) })
      .where(eq(profiles.id, idle.id));
    const [user] = await db
      .insert(profiles)
      .values({ kind: "user", email: "r@example.test" })
      .returning();
    await createSession(db, { profileId: user!.id, ttlMs: DAY });
    await createSession(db, { profileId: user!.id, ttlMs: DAY });
    await db.execute(
      sql`update sessions set expires_at = now() - interval '1 minute' where ctid = (select ctid from sessions limit 1)`,
    );

    const result = await applyRetention(db, 180 * DAY);
    expect(result).toEqual({ guests: 1, sessions: 1 });
    const left = await db.select({ id: profiles.id }).from(profiles);
    expect(left.map((row) => row.id).sort()).toEqual([active.id, user!.id].sort());
    expect(await db.select().from(baskets).where(eq(baskets.profileId, idle.id))).toEqual([]);
    expect(await db.select().from(sessions)).toHaveLength(1);
  });
});
