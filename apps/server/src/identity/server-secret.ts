import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { appSettings } from "../db/schema.ts";

const SETTING = "cookie_secret";

/**
 * The key that signs guest cookies: `SESSION_SECRET` when configured, else one generated on the
 * first start and kept in the database, so that every instance and every restart shares it.
 */
export async function loadServerSecret(db: AppDb, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const candidate = randomBytes(32).toString("base64url");
  await db
    .insert(appSettings)
    .values({ key: SETTING, value: sql`${JSON.stringify(candidate)}::jsonb` })
    .onConflictDoNothing();
  const [row] = await db.select().from(appSettings).where(eq(appSettings.key, SETTING));
  if (typeof row?.value !== "string") throw new Error("the cookie secret could not be stored");
  return row.value;
}
