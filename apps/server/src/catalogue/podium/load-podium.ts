import type { PodiumResponse } from "@frontalier/shared/contracts/podium";
import type { RateTable } from "@frontalier/shared/money";
import { type CountryOffer, rankPodium } from "@frontalier/shared/podium";
import type { Database } from "../../db/open-database.ts";
import { isoTimestamp } from "../../lib/iso-timestamp.ts";
import { type ArticleFields, presentArticle } from "./article-summary.ts";

export interface StoredOffer extends CountryOffer {
  source: "retailer" | "feed" | "demo";
  /** `observedAt` as a number, for the staleness check (no parsing back). */
  observedAtMs: number;
}

export interface PodiumData {
  article: ArticleFields;
  offers: StoredOffer[];
}

/** An offer as the statement sends it: an array is smaller to write and to parse than an object. */
export type OfferTuple = [
  country: string,
  priceMinor: number | null,
  currency: string,
  availability: StoredOffer["availability"],
  observedAtMs: number,
  productUrl: string | null,
  source: StoredOffer["source"],
  /** The regular price while `priceMinor` is reduced; null (most offers) otherwise. */
  regularPriceMinor: number | null,
  /** The member (IKEA Family) price; null (most offers) when none is shown. */
  memberPriceMinor: number | null,
];

interface PodiumRow {
  code: string;
  is_combination: boolean;
  name: string;
  type_name: string | null;
  description: string | null;
  image_url: string | null;
  width_cm: number | null;
  depth_cm: number | null;
  height_cm: number | null;
  is_demo: boolean;
  offers: OfferTuple[] | string | null;
}

/**
 * Articles and their offers in the compared countries, any number of articles in one round trip
 * (the podium is the most asked page: see `podium-loader.ts` and `npm run bench`). Only the
 * columns the page shows; times as epoch milliseconds, cheaper than timestamp text on both sides.
 * The countries are a filter, not part of the index condition: one descent of the offers index
 * reads an article's 30 entries on one leaf, where `country = any(…)` made one descent per
 * country (about 25 buffers an article instead of 5; `date_part` is double arithmetic where
 * `extract` is numeric).
 */
const ARTICLE_COLUMNS = `a.code, a.is_combination, a.name, a.type_name, a.description, a.image_url,
    a.width_cm, a.depth_cm, a.height_cm, a.is_demo`;
const offersOf = (countryFilter: string) => `(select json_agg(json_build_array(o.country,
        o.price_minor, o.currency, o.availability,
        (date_part('epoch', o.observed_at) * 1000)::bigint, o.product_url, o.source,
        o.regular_price_minor, o.member_price_minor))
      from offers o where o.article_code = a.code${countryFilter}) as offers`;

const PODIUM_SQL = `select ${ARTICLE_COLUMNS}, ${offersOf(" and o.country::text = any($2::text[])")}
  from articles a
  where a.code = any($1::bpchar[])`;

/** The same with every offer of the articles (what the offer index keeps). */
const PODIUM_ALL_SQL = `select ${ARTICLE_COLUMNS}, ${offersOf("")}
  from articles a
  where a.code = any($1::bpchar[])`;

/** Every article after a code, in code order, with all its offers (the offer index's warm-up). */
const PODIUM_PAGE_SQL = `select ${ARTICLE_COLUMNS}, ${offersOf("")}
  from articles a
  where a.code > $1::bpchar
  order by a.code
  limit $2`;

/** Validated codes and countries (digits, two letters): array literals need no quoting. */
const arrayLiteral = (values: readonly string[]) => `{${values.join(",")}}`;

/** The known articles among `codes`, by code, with their offers in `countries` (null: all). */
export async function loadPodiumBatch(
  database: Database,
  codes: readonly string[],
  countries: readonly string[] | null,
): Promise<Map<string, PodiumData>> {
  const rows = countries
    ? await database.prepared<PodiumRow>("podium", PODIUM_SQL, [
        arrayLiteral(codes),
        arrayLiteral(countries),
      ])
    : await database.prepared<PodiumRow>("podium_all", PODIUM_ALL_SQL, [arrayLiteral(codes)]);
  return new Map(rows.map((row) => [row.code, toPodiumData(row)]));
}

/** The known articles among `codes` with all their offers, as the statement sent them. */
export async function loadRawPodiums(
  database: Database,
  codes: readonly string[],
): Promise<RawPodium[]> {
  const rows = await database.prepared<PodiumRow>("podium_all", PODIUM_ALL_SQL, [
    arrayLiteral(codes),
  ]);
  return rows.map(toRawPodium);
}

/** Up to `limit` articles whose code sorts after `after` ('' for the first), with all their offers. */
export async function loadPodiumPage(
  database: Database,
  after: string,
  limit: number,
): Promise<RawPodium[]> {
  const rows = await database.prepared<PodiumRow>("podium_page", PODIUM_PAGE_SQL, [after, limit]);
  return rows.map(toRawPodium);
}

/** An article and its offers as the statement sent them (what the offer index packs). */
export interface RawPodium {
  article: ArticleFields;
  tuples: OfferTuple[];
}

function toRawPodium(row: PodiumRow): RawPodium {
  return {
    article: {
      code: row.code,
      isCombination: row.is_combination,
      name: row.name,
      typeName: row.type_name,
      description: row.description,
      imageUrl: row.image_url,
      widthCm: row.width_cm,
      depthCm: row.depth_cm,
      heightCm: row.height_cm,
      isDemo: row.is_demo,
    },
    tuples: typeof row.offers === "string" ? JSON.parse(row.offers) : (row.offers ?? []),
  };
}

function toPodiumData(row: PodiumRow): PodiumData {
  const { article, tuples } = toRawPodium(row);
  return {
    article,
    offers: tuples.map(
      ([
        country,
        priceMinor,
        currency,
        availability,
        observedAtMs,
        productUrl,
        source,
        regular,
        member,
      ]) => ({
        country,
        priceMinor,
        currency,
        availability,
        observedAt: isoTimestamp(Number(observedAtMs)),
        observedAtMs: Number(observedAtMs),
        productUrl,
        source,
        regularPriceMinor: regular ?? null,
        memberPriceMinor: member ?? null,
      }),
    ),
  };
}

/** Back to the statement's shape. */
export const toRaw = ({ article, offers }: PodiumData): RawPodium => ({
  article,
  tuples: offers.map((offer) => [
    offer.country,
    offer.priceMinor,
    offer.currency,
    offer.availability,
    offer.observedAtMs,
    offer.productUrl,
    offer.source,
    offer.regularPriceMinor ?? null,
    offer.memberPriceMinor ?? null,
  ]),
});

export interface PodiumRequest {
  countries: readonly string[];
  home: string;
  currency: string;
  rates: RateTable;
  pending?: ReadonlySet<string>;
  /** Rank by the true cost of carrying purchases home (issue 25); null or absent: shelf prices. */
  carryHome?: { travellers: number } | null;
  /** The shopper is an IKEA Family member: lower member prices rank (decision 045). */
  familyMember?: boolean;
}

/** Ranks what is known and shapes it for the client. */
export function presentPodium(data: PodiumData, request: PodiumRequest): PodiumResponse {
  return {
    article: presentArticle(data.article),
    home: request.home,
    currency: request.currency,
    rates: { date: request.rates.date, source: request.rates.source },
    entries: rankPodium({
      countries: request.countries,
      home: request.home,
      currency: request.currency,
      offers: data.offers,
      rates: request.rates,
      pending: request.pending,
      carryHome: request.carryHome ?? null,
      familyMember: request.familyMember ?? false,
    }),
    ...(request.carryHome ? { carryHome: request.carryHome } : {}),
    ...(request.familyMember ? { familyMember: true } : {}),
    pending: [...(request.pending ?? [])],
  };
}
