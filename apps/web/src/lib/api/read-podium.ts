import type {
  ArticleSummary,
  PodiumEntryDto,
  PodiumResponse,
} from "@frontalier/shared/contracts/podium";
import {
  type RefundOutcome,
  refundOutcomes,
} from "@frontalier/shared/cross-border/refund-outcomes";
import {
  flag,
  listOf,
  MalformedAnswer,
  money,
  nullable,
  number,
  oneOf,
  optional,
  record,
  text,
  texts,
  whole,
} from "./read-answer";

/**
 * The podium's answer read by hand, as the contract's schema reads it (the same fields, types,
 * optional and nullable parts; unknown keys dropped), so that the podium's first paint waits for
 * neither zod nor the contracts' schemas: about 26 KB of gzip and their evaluation on a phone
 * (issue 19, decision 046). Throws on a malformed answer. `read-podium.test.ts` holds it to the
 * schema.
 */
export function readPodium(data: unknown): PodiumResponse {
  const answer = record(data, "podium");
  const carryHome = answer.carryHome;
  return {
    article: readArticle(answer.article),
    home: text(answer.home, "home"),
    currency: text(answer.currency, "currency"),
    rates: readRates(answer.rates),
    entries: listOf(readEntry, answer.entries, "entries"),
    ...(carryHome === undefined
      ? {}
      : {
          carryHome:
            carryHome === null
              ? null
              : { travellers: whole(record(carryHome, "carryHome").travellers, "travellers") },
        }),
    ...optional(answer, "familyMember", flag),
    pending: texts(answer.pending, "pending"),
    ...optional(answer, "refreshing", texts),
  };
}

function readArticle(value: unknown): ArticleSummary {
  const article = record(value, "article");
  return {
    code: text(article.code, "code"),
    formattedCode: text(article.formattedCode, "formattedCode"),
    name: text(article.name, "name"),
    typeName: nullable(text, article.typeName, "typeName"),
    description: nullable(text, article.description, "description"),
    imageUrl: nullable(text, article.imageUrl, "imageUrl"),
    dimensions: nullable(readDimensions, article.dimensions, "dimensions"),
    isCombination: flag(article.isCombination, "isCombination"),
    isDemo: flag(article.isDemo, "isDemo"),
  };
}

function readDimensions(value: unknown, part: string) {
  const size = record(value, part);
  return {
    widthCm: nullable(number, size.widthCm, part),
    depthCm: nullable(number, size.depthCm, part),
    heightCm: nullable(number, size.heightCm, part),
  };
}

function readRates(value: unknown) {
  const rates = record(value, "rates");
  return { date: text(rates.date, "rates"), source: text(rates.source, "rates") };
}

const REASONS = ["not_sold", "unknown", "no_rate", "pending"] as const;
const AVAILABILITIES = ["online", "in_store", "not_sold", "unknown"] as const;

function readEntry(value: unknown, part: string): PodiumEntryDto {
  const entry = record(value, part);
  const rank = entry.rank;
  if (rank !== null && (!Number.isSafeInteger(rank) || (rank as number) <= 0)) {
    throw new MalformedAnswer("rank");
  }
  return {
    country: text(entry.country, "country"),
    rank: rank as number | null,
    local: nullable(money, entry.local, "local"),
    ...optional(entry, "regular", (regular, part) => nullable(money, regular, part)),
    ...optional(entry, "member", readMember),
    converted: nullable(readConverted, entry.converted, "converted"),
    ...optional(entry, "trueCost", (cost, part) => nullable(readTrueCost, cost, part)),
    vsHome: nullable(readVsHome, entry.vsHome, "vsHome"),
    isHome: flag(entry.isHome, "isHome"),
    reason: nullable((reason, part) => oneOf(REASONS, reason, part), entry.reason, "reason"),
    availability: oneOf(AVAILABILITIES, entry.availability, "availability"),
    observedAt: nullable(text, entry.observedAt, "observedAt"),
    productUrl: nullable(text, entry.productUrl, "productUrl"),
  };
}

function readMember(value: unknown, part: string) {
  const member = record(value, part);
  const saving = whole(member.savingMinor, part);
  if (saving <= 0) throw new MalformedAnswer(part);
  return { price: money(member.price, part), savingMinor: saving, used: flag(member.used, part) };
}

function readConverted(value: unknown, part: string) {
  const converted = record(value, part);
  return {
    ...money(converted, part),
    rate: number(converted.rate, part),
    rateDate: text(converted.rateDate, part),
  };
}

function readTrueCost(value: unknown, part: string) {
  const cost = record(value, part);
  return {
    totalMinor: whole(cost.totalMinor, part),
    refundOutcome: oneOf<RefundOutcome>(refundOutcomes, cost.refundOutcome, part),
    refundMinor: whole(cost.refundMinor, part),
    refundMinimum: nullable(money, cost.refundMinimum, part),
    importVatMinor: whole(cost.importVatMinor, part),
    dutyMinor: nullable(whole, cost.dutyMinor, part),
    allowanceMinor: whole(cost.allowanceMinor, part),
    allowanceExceeded: flag(cost.allowanceExceeded, part),
  };
}

function readVsHome(value: unknown, part: string) {
  const vsHome = record(value, part);
  return { amountMinor: whole(vsHome.amountMinor, part), percent: number(vsHome.percent, part) };
}
