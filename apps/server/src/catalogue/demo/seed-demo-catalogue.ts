import { sql } from "drizzle-orm";
import type { AppDb } from "../../db/open-database.ts";
import { articles } from "../../db/schema.ts";
import { seedReferenceData } from "../reference/seed-reference-data.ts";
import { bulkInsert } from "./bulk-insert.ts";
import {
  type DemoCatalogue,
  type GenerateDemoCatalogueOptions,
  generateDemoCatalogue,
} from "./generate-demo-catalogue.ts";

export interface SeedDemoCatalogueResult {
  /** False when the database already had articles (nothing was written). */
  seeded: boolean;
  articles: number;
  offers: number;
  observations: number;
}

/** One lock id for "seeding the demo catalogue", so that instances starting together seed once. */
const DEMO_SEED_LOCK = 7_226_001;

/**
 * Brief §3.3: a fresh install (no article at all) gets the offline catalogue's real articles with
 * sample prices (generate-demo-catalogue.ts) so that every screen works offline on the first start. Does nothing once any article exists; the countries
 * it prices in are made sure of first.
 */
export async function seedDemoCatalogue(
  db: AppDb,
  options: GenerateDemoCatalogueOptions = {},
): Promise<SeedDemoCatalogueResult> {
  await seedReferenceData(db);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    const [existing] = await tx.select({ code: articles.code }).from(articles).limit(1);
    if (existing) return { seeded: false, articles: 0, offers: 0, observations: 0 };
    const catalogue: DemoCatalogue = generateDemoCatalogue(options);
    await insertCatalogue(tx, catalogue);
    return {
      seeded: true,
      articles: catalogue.articles.length,
      offers: catalogue.offers.length,
      observations: catalogue.observations.length,
    };
  });
}

async function insertCatalogue(db: Pick<AppDb, "execute">, catalogue: DemoCatalogue) {
  await bulkInsert(
    db,
    "articles",
    {
      code: "char(8)",
      is_combination: "boolean",
      name: "text",
      search_name: "text",
      type_name: "text",
      description: "text",
      image_url: "text",
      width_cm: "real",
      depth_cm: "real",
      height_cm: "real",
      is_demo: "boolean",
    },
    catalogue.articles.map((a) => ({
      code: a.code,
      is_combination: a.isCombination ?? false,
      name: a.name,
      search_name: a.searchName,
      type_name: a.typeName,
      description: a.description,
      image_url: a.imageUrl,
      width_cm: a.widthCm,
      depth_cm: a.depthCm,
      height_cm: a.heightCm,
      is_demo: a.isDemo,
    })),
  );
  await bulkInsert(
    db,
    "offers",
    {
      article_code: "char(8)",
      country: "char(2)",
      price_minor: "integer",
      currency: "char(3)",
      regular_price_minor: "integer",
      member_price_minor: "integer",
      availability: "availability",
      product_url: "text",
      source: "price_source",
      observed_at: "timestamptz",
    },
    catalogue.offers.map((o) => ({
      article_code: o.articleCode,
      country: o.country,
      price_minor: o.priceMinor,
      currency: o.currency,
      regular_price_minor: o.regularPriceMinor,
      member_price_minor: o.memberPriceMinor,
      availability: o.availability,
      product_url: o.productUrl,
      source: o.source,
      observed_at: o.observedAt,
    })),
  );
  await bulkInsert(
    db,
    "price_observations",
    {
      article_code: "char(8)",
      country: "char(2)",
      price_minor: "integer",
      currency: "char(3)",
      regular_price_minor: "integer",
      availability: "availability",
      source: "price_source",
      observed_at: "timestamptz",
    },
    catalogue.observations.map((o) => ({
      article_code: o.articleCode,
      country: o.country,
      price_minor: o.priceMinor,
      currency: o.currency,
      regular_price_minor: o.regularPriceMinor ?? null,
      availability: o.availability,
      source: o.source,
      observed_at: o.observedAt,
    })),
  );
}
