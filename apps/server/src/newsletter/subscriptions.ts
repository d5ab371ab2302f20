import type { Locale } from "@frontalier/shared/locales";
import { NEWSLETTER_CONFIRM_DAYS } from "@frontalier/shared/text-figures";
import { and, eq, gt, lt } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { newsletterSubscriptions } from "../db/schema.ts";
import { AppError } from "../http/app-error.ts";
import { hashToken, randomToken } from "../identity/tokens.ts";

export type Subscription = typeof newsletterSubscriptions.$inferSelect;

/** How long the confirmation link stays valid; unconfirmed addresses are deleted after it. */
export const CONFIRM_LIFETIME_MS = NEWSLETTER_CONFIRM_DAYS * 86_400_000;

export type SubscriptionRequest =
  | { kind: "confirm"; subscription: Subscription; token: string }
  | { kind: "already-subscribed" }
  | { kind: "blocked" };

/**
 * Records that `email` asked for the newsletter: a new confirmation token for a new or pending
 * address; nothing for one already confirmed, or bounced, or blocked.
 */
export async function requestSubscription(options: {
  db: AppDb;
  email: string;
  locale: Locale;
}): Promise<SubscriptionRequest> {
  const { db, email, locale } = options;
  const [existing] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.email, email));
  if (existing?.status === "bounced" || existing?.status === "blocked") return { kind: "blocked" };
  if (existing?.status === "subscribed") return { kind: "already-subscribed" };
  const token = randomToken();
  const values = {
    email,
    status: "pending" as const,
    locale,
    confirmTokenHash: hashToken(token),
    confirmExpiresAt: new Date(Date.now() + CONFIRM_LIFETIME_MS),
    requestedAt: new Date(),
  };
  const [subscription] = await db
    .insert(newsletterSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: newsletterSubscriptions.email,
      set: values,
      // Two requests at once, or an address confirmed or blocked in between: keep that state.
      setWhere: eq(newsletterSubscriptions.status, "pending"),
    })
    .returning();
  if (!subscription) return requestSubscription(options);
  return { kind: "confirm", subscription, token };
}

/** Opens the mailed link: the address is subscribed from now on (the consent time). */
export async function confirmSubscription(options: { db: AppDb; token: string }) {
  const [row] = await options.db
    .update(newsletterSubscriptions)
    .set({
      status: "subscribed",
      consentedAt: new Date(),
      confirmTokenHash: null,
      confirmExpiresAt: null,
    })
    .where(
      and(
        eq(newsletterSubscriptions.confirmTokenHash, hashToken(options.token)),
        eq(newsletterSubscriptions.status, "pending"),
        gt(newsletterSubscriptions.confirmExpiresAt, new Date()),
      ),
    )
    .returning();
  if (!row) throw new AppError("invalid_token", { message: "newsletter confirmation not usable" });
  return row;
}

/**
 * The unsubscribe link: a confirmed address is deleted; an address that never confirmed is
 * blocked, because its owner did not ask for the mail and so gets no more of it, ever. Unknown
 * ids (already unsubscribed) are fine: the link may be opened twice.
 */
export async function unsubscribe(options: {
  db: AppDb;
  id: number;
}): Promise<"unsubscribed" | "blocked"> {
  const { db, id } = options;
  const [row] = await db
    .select()
    .from(newsletterSubscriptions)
    .where(eq(newsletterSubscriptions.id, id));
  if (!row || row.status === "subscribed") {
    await db.delete(newsletterSubscriptions).where(eq(newsletterSubscriptions.id, id));
    return "unsubscribed";
  }
  if (row.status === "pending") {
    await db
      .update(newsletterSubscriptions)
      .set({ status: "blocked", blockedAt: new Date(), confirmTokenHash: null })
      .where(eq(newsletterSubscriptions.id, id));
  }
  return "blocked";
}

/** The mail server refused the address for good: no mail goes to it again. */
export async function markBounced(options: { db: AppDb; email: string }): Promise<void> {
  await options.db
    .update(newsletterSubscriptions)
    .set({ status: "bounced", blockedAt: new Date(), confirmTokenHash: null })
    .where(eq(newsletterSubscriptions.email, options.email));
}

/** Addresses never confirmed, once their link has expired. */
export async function deleteExpiredRequests(db: AppDb, now = new Date()): Promise<number> {
  const deleted = await db
    .delete(newsletterSubscriptions)
    .where(
      and(
        eq(newsletterSubscriptions.status, "pending"),
        lt(newsletterSubscriptions.confirmExpiresAt, now),
      ),
    )
    .returning({ id: newsletterSubscriptions.id });
  return deleted.length;
}
