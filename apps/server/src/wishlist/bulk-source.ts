import { FREE_IMPORT_MAX_LINES } from "@frontalier/shared/pdf-import/limits";
import { parseMultiArticleCode } from "@frontalier/shared/scanner/multi-article-code";
import { findSharedBasket } from "../baskets/share-basket.ts";
import { isPremium } from "../billing/premium.ts";
import type { AppDb } from "../db/open-database.ts";
import { AppError } from "../http/app-error.ts";
import type { Profile } from "../identity/identity.ts";
import { listItems } from "./wishlist-items.ts";

export interface BulkSource {
  items?: { code: string; quantity: number }[] | undefined;
  label?: string | undefined;
  share?: string | undefined;
}

/**
 * The articles of one bulk add, read from where they come (brief §4 "PDF imports over 30 lines
 * are premium"): a list the client sends is an import, held to FREE_IMPORT_MAX_LINES without
 * premium; a scanned multi-article label is read here, and a shared list from the database, so
 * that neither can carry an import past the rule, and both stay free.
 */
export async function bulkItems(
  db: AppDb,
  profile: Pick<Profile, "premiumUntil">,
  source: BulkSource,
): Promise<{ code: string; quantity: number }[]> {
  if (source.label !== undefined) {
    const items = parseMultiArticleCode(source.label);
    if (!items) {
      throw new AppError("validation_failed", {
        message: "the label is not a multi-article code",
        issues: [{ path: "label", message: "not a multi-article code" }],
      });
    }
    return items;
  }
  if (source.share !== undefined) {
    const row = await findSharedBasket(db, source.share);
    if (!row) throw new AppError("not_found", { message: "no basket shared under this token" });
    return (await listItems(db, row.basket.id)).map(({ code, quantity }) => ({ code, quantity }));
  }
  const items = source.items ?? [];
  if (items.length > FREE_IMPORT_MAX_LINES && !isPremium(profile)) {
    throw new AppError("premium_required", {
      message: `an import of ${items.length} lines needs premium (free: ${FREE_IMPORT_MAX_LINES})`,
    });
  }
  return items;
}
