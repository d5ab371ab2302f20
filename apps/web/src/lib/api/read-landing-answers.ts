import type { BasketSummary } from "@frontalier/shared/contracts/identity";
import type { PriceHistoryResponse } from "@frontalier/shared/contracts/podium";
import type { CountryLows, PriceLowsResponse } from "@frontalier/shared/contracts/price-lows";
import type { WishlistItem, WishlistResponse } from "@frontalier/shared/contracts/wishlist";
import { priceLowBadges } from "@frontalier/shared/price-lows/badges";
import {
  flag,
  listOf,
  nullable,
  oneOf,
  optional,
  positive,
  positiveWhole,
  record,
  text,
  texts,
  whole,
} from "./read-answer";

/*
 * The answers a podium asks for once it is painted (its history, its prices' lows, the wishlist
 * its add button counts in), read by hand as their contracts' schemas read them: a shopper who
 * lands on a podium downloads and runs no zod at all (issue 19, decision 049). Each throws on a
 * malformed answer; `read-landing-answers.test.ts` holds them to the schemas.
 */

/** `GET /api/articles/:code/history`. */
export function readPriceHistory(data: unknown): PriceHistoryResponse {
  const answer = record(data, "history");
  return {
    ...optional(answer, "days", positiveWhole),
    series: listOf(readSeries, answer.series, "series"),
  };
}

function readSeries(value: unknown, part: string) {
  const series = record(value, part);
  return {
    country: text(series.country, "country"),
    points: listOf(readPoint, series.points, "points"),
  };
}

function readPoint(value: unknown, part: string) {
  const point = record(value, part);
  return {
    observedAt: text(point.observedAt, "observedAt"),
    priceMinor: nullable(whole, point.priceMinor, "priceMinor"),
    currency: text(point.currency, "currency"),
    ...optional(point, "regularMinor", whole),
  };
}

/** `GET /api/articles/:code/lows`. */
export function readPriceLows(data: unknown): PriceLowsResponse {
  const answer = record(data, "lows");
  return { countries: listOf(readCountryLows, answer.countries, "countries") };
}

function readCountryLows(value: unknown, part: string): CountryLows {
  const lows = record(value, part);
  return {
    country: text(lows.country, "country"),
    priceMinor: whole(lows.priceMinor, "priceMinor"),
    currency: text(lows.currency, "currency"),
    since: text(lows.since, "since"),
    low30Minor: nullable(whole, lows.low30Minor, "low30Minor"),
    low90Minor: nullable(whole, lows.low90Minor, "low90Minor"),
    badges: listOf((badge, at) => oneOf(priceLowBadges, badge, at), lows.badges, "badges"),
    ...optional(lows, "belowLow30Percent", positive),
  };
}

/** `GET /api/wishlist`. */
export function readWishlist(data: unknown): WishlistResponse {
  const answer = record(data, "wishlist");
  const basket = record(answer.basket, "basket");
  return {
    basket: {
      iBasket: whole(basket.iBasket, "iBasket"),
      sIndex: whole(basket.sIndex, "sIndex"),
      sName: text(basket.sName, "sName"),
      countries: texts(basket.countries, "countries"),
      home: text(basket.home, "home"),
      shareToken: nullable(text, basket.shareToken, "shareToken"),
    },
    items: listOf(readItem, answer.items, "items"),
    baskets: listOf(readBasketSummary, answer.baskets, "baskets"),
  };
}

function readItem(value: unknown, part: string): WishlistItem {
  const item = record(value, part);
  return {
    code: text(item.code, "code"),
    formattedCode: text(item.formattedCode, "formattedCode"),
    name: text(item.name, "name"),
    typeName: nullable(text, item.typeName, "typeName"),
    imageUrl: nullable(text, item.imageUrl, "imageUrl"),
    isDemo: flag(item.isDemo, "isDemo"),
    quantity: whole(item.quantity, "quantity"),
    addedAt: text(item.addedAt, "addedAt"),
    ...optional(item, "tickedAt", (ticked, at) => nullable(text, ticked, at)),
  };
}

function readBasketSummary(value: unknown, part: string): BasketSummary {
  const basket = record(value, part);
  return {
    iBasket: whole(basket.iBasket, "iBasket"),
    sIndex: whole(basket.sIndex, "sIndex"),
    sName: text(basket.sName, "sName"),
    currentPaysList: text(basket.currentPaysList, "currentPaysList"),
    articleCount: whole(basket.articleCount, "articleCount"),
  };
}
