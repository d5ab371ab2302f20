import { asc, eq, inArray } from "drizzle-orm";
import type { AppDb } from "../db/open-database.ts";
import { basketItems, baskets, providerIdentities, sessions } from "../db/schema.ts";
import type { Profile } from "./identity.ts";

/** Everything we store about a profile, as the shopper may download it (GDPR art. 15 and 20). */
export async function exportProfile(db: AppDb, profile: Profile) {
  const basketRows = await db
    .select()
    .from(baskets)
    .where(eq(baskets.profileId, profile.id))
    .orderBy(asc(baskets.position));
  const items = basketRows.length
    ? await db
        .select()
        .from(basketItems)
        .where(
          inArray(
            basketItems.basketId,
            basketRows.map((basket) => basket.id),
          ),
        )
    : [];
  const [sessionRows, providers] = await Promise.all([
    db
      .select({
        createdAt: sessions.createdAt,
        lastUsedAt: sessions.lastUsedAt,
        expiresAt: sessions.expiresAt,
        userAgent: sessions.userAgent,
      })
      .from(sessions)
      .where(eq(sessions.profileId, profile.id)),
    db
      .select({ provider: providerIdentities.provider, createdAt: providerIdentities.createdAt })
      .from(providerIdentities)
      .where(eq(providerIdentities.profileId, profile.id)),
  ]);
  return {
    exportedAt: new Date().toISOString(),
    profile: {
      id: profile.id,
      kind: profile.kind,
      email: profile.email,
      emailVerifiedAt: profile.emailVerifiedAt,
      firstName: profile.firstName,
      lastName: profile.lastName,
      accountType: profile.accountType,
      countryLanguage: profile.countryLanguage,
      homeCountry: profile.homeCountry,
      favouriteCountries: profile.favouriteCountries,
      carryHome: profile.carryHome,
      travellers: profile.travellers,
      splitPurchases: profile.splitPurchases,
      familyMember: profile.familyMember,
      createdAt: profile.createdAt,
      updatedAt: profile.updatedAt,
    },
    baskets: basketRows.map((basket) => ({
      id: basket.id,
      position: basket.position,
      name: basket.name,
      countries: basket.countries,
      createdAt: basket.createdAt,
      items: items
        .filter((item) => item.basketId === basket.id)
        .map(({ articleCode, quantity, addedAt }) => ({ articleCode, quantity, addedAt })),
    })),
    sessions: sessionRows,
    signInProviders: providers,
  };
}
