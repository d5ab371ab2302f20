import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";

/** No account has this address: the command says so and exits 1. */
export class UnknownAccountError extends Error {
  override name = "UnknownAccountError";
  constructor(readonly email: string) {
    super(`no account has the address ${email}`);
  }
}

export interface AdminAccount {
  email: string;
  adminSince: Date;
}

const accountWhere = (email: string) =>
  and(eq(profiles.kind, "user"), eq(profiles.email, email.trim().toLowerCase()));

/**
 * Gives an account the admin role (issue 27). Granting it again keeps the first date; the answer
 * says whether it changed anything.
 */
export async function grantAdmin(
  db: AppDb,
  email: string,
  now = new Date(),
): Promise<{ email: string; changed: boolean }> {
  const [account] = await db
    .select({ email: profiles.email, adminSince: profiles.adminSince })
    .from(profiles)
    .where(accountWhere(email));
  if (!account?.email) throw new UnknownAccountError(email.trim().toLowerCase());
  if (account.adminSince) return { email: account.email, changed: false };
  await db.update(profiles).set({ adminSince: now }).where(accountWhere(email));
  return { email: account.email, changed: true };
}

/** Takes the role back; the next request of that account is refused (403), its session stays. */
export async function revokeAdmin(
  db: AppDb,
  email: string,
): Promise<{ email: string; changed: boolean }> {
  const [account] = await db
    .select({ email: profiles.email, adminSince: profiles.adminSince })
    .from(profiles)
    .where(accountWhere(email));
  if (!account?.email) throw new UnknownAccountError(email.trim().toLowerCase());
  if (!account.adminSince) return { email: account.email, changed: false };
  await db.update(profiles).set({ adminSince: null }).where(accountWhere(email));
  return { email: account.email, changed: true };
}

/** The accounts holding the role, oldest grant first. */
export async function listAdmins(db: AppDb): Promise<AdminAccount[]> {
  const rows = await db
    .select({ email: profiles.email, adminSince: profiles.adminSince })
    .from(profiles)
    .where(and(eq(profiles.kind, "user"), isNotNull(profiles.adminSince)))
    .orderBy(asc(profiles.adminSince), asc(profiles.email));
  return rows.flatMap((row) =>
    row.email && row.adminSince ? [{ email: row.email, adminSince: row.adminSince }] : [],
  );
}
