import { describe, expect, it } from "vitest";
import { withinDates } from "./member-price-fields.ts";
import { parseProductJson } from "./parse-product-json.ts";
import { parseSearchItem } from "./parse-search-item.ts";

/**
 * Decision 045: member (IKEA Family) prices in the shapes of the retailer's answers. The search
 * items are made here after the recorded BILLY item, with the `salesPrice` object tagged
 * `FAMILY_PRICE` (current: the members' price, previous: everyone else's); the product JSON after
 * the recorded KALLAX one, whose `experimental.isFamilyPrice` is the only trace of a member price.
 */
const observedAt = new Date("2026-09-04T13:00:00Z");
const context = { market: { country: "FR", locale: "fr/fr" }, observedAt };

const display = (whole: string, decimals: string) => ({
  prefix: "",
  wholeNumber: whole,
  separator: ",",
  decimals,
  suffix: " €",
});

/** A search item as the search API answers it, with a `salesPrice` of the caller's. */
const item = (salesPrice: Record<string, unknown> | undefined) => ({
  itemNo: "00263850",
  itemType: "ART",
  name: "BILLY",
  typeName: "Bibliothèque",
  price: { ...display("99", "99"), isRegularCurrency: false },
  priceNumeral: 99.99,
  currencyCode: "EUR",
  onlineSellable: true,
  pipUrl: "https://www.ikea.com/fr/fr/p/billy-bibliotheque-blanc-00263850/",
  ...(salesPrice && { salesPrice }),
});

describe("member prices in search items", () => {
  it("reads a FAMILY_PRICE tag: the current price is the members', the previous one the shelf's", () => {
    const offer = parseSearchItem(
      item({
        numeral: 89.99,
        currencyCode: "EUR",
        current: display("89", "99"),
        previous: { ...display("99", "99"), numeral: 99.99 },
        tag: "FAMILY_PRICE",
      }),
      context,
    );
    expect(offer).toMatchObject({
      priceMinor: 9999,
      memberPriceMinor: 8999,
      regularPriceMinor: null,
      memberPriceIgnored: null,
    });
  });

  it("finds the tag among several, and reads display parts without numerals", () => {
    const offer = parseSearchItem(
      item({
        currencyCode: "EUR",
        current: display("1 049", "00"),
        previous: display("1 199", "00"),
        tag: "NEW_PRODUCT",
        tags: ["NEW_PRODUCT", "FAMILY_PRICE"],
      }),
      context,
    );
    expect(offer.priceMinor).toBe(119900);
    expect(offer.memberPriceMinor).toBe(104900);
  });

  it("keeps the member price within its dates, and not outside them", () => {
    const dated = (validFrom: string, validTo: string) =>
      parseSearchItem(
        item({
          numeral: 89.99,
          currencyCode: "EUR",
          current: display("89", "99"),
          previous: { ...display("99", "99"), numeral: 99.99 },
          tag: "FAMILY_PRICE",
          validFrom,
          validTo,
        }),
        context,
      );
    expect(dated("2026-09-01", "2026-09-04").memberPriceMinor).toBe(8999);
    const over = dated("2026-08-01", "2026-09-03");
    expect(over).toMatchObject({
      priceMinor: 9999,
      memberPriceMinor: null,
      memberPriceIgnored: "outside_its_dates",
    });
    expect(dated("2026-09-05T00:00:00Z", "2026-09-30").memberPriceIgnored).toBe(
      "outside_its_dates",
    );
  });

  it("ignores a member price not lower than the shelf price, with its reason", () => {
    const offer = parseSearchItem(
      item({
        numeral: 99.99,
        currencyCode: "EUR",
        current: display("99", "99"),
        previous: { ...display("99", "99"), numeral: 99.99 },
        tag: "FAMILY_PRICE",
      }),
      context,
    );
    expect(offer).toMatchObject({
      priceMinor: 9999,
      memberPriceMinor: null,
      regularPriceMinor: null,
      memberPriceIgnored: "not_lower_than_shelf",
    });
  });

  it("a tag with no shelf price beside it keeps the price as it is, with its reason", () => {
    const offer = parseSearchItem(
      item({
        numeral: 89.99,
        currencyCode: "EUR",
        current: display("89", "99"),
        tag: "FAMILY_PRICE",
      }),
      context,
    );
    expect(offer).toMatchObject({
      priceMinor: 8999,
      memberPriceMinor: null,
      memberPriceIgnored: "no_price_beside_it",
    });
  });

  it("an untagged previous price is still a price cut, not a member price", () => {
    const offer = parseSearchItem(
      item({
        numeral: 79.99,
        currencyCode: "EUR",
        current: display("79", "99"),
        previous: { ...display("99", "99"), numeral: 99.99 },
        tag: "NEW_LOWER_PRICE",
      }),
      context,
    );
    expect(offer).toMatchObject({
      priceMinor: 7999,
      regularPriceMinor: 9999,
      memberPriceMinor: null,
      memberPriceIgnored: null,
    });
  });

  it("odd tag fields (a number, a list with odd items) cost nothing", () => {
    const offer = parseSearchItem(
      item({
        numeral: 89.99,
        currencyCode: "EUR",
        previous: { numeral: 99.99 },
        tag: 7,
        tags: [null, "FAMILY_PRICE", {}],
      }),
      context,
    );
    expect(offer.memberPriceMinor).toBe(8999);
    expect(
      parseSearchItem(item({ numeral: 89.99, currencyCode: "EUR", tags: "FAMILY_PRICE" }), context),
    ).toMatchObject({ priceMinor: 8999, memberPriceMinor: null, memberPriceIgnored: null });
  });
});

describe("member prices in the product JSON", () => {
  const product = (experimental: unknown) => ({
    id: "30379118",
    name: "KALLAX",
    typeName: "Étagère",
    pipUrl: "https://www.ikea.com/fr/fr/p/kallax-etagere-blanc-30379118/",
    priceNumeral: 79.99,
    currencyCode: "EUR",
    experimental,
  });
  const parse = (json: unknown) =>
    parseProductJson(json, { ...context, articleCode: "30379118", isCombination: false });

  it("the flag alone: no member price, and the reason why", () => {
    expect(parse(product({ isFamilyPrice: true, isNewLowerPrice: false }))).toMatchObject({
      priceMinor: 7999,
      memberPriceMinor: null,
      memberPriceIgnored: "flag_without_price",
    });
  });

  it("no flag, a false one or a malformed one: nothing to say", () => {
    for (const experimental of [undefined, { isFamilyPrice: false }, { isFamilyPrice: "yes" }, 3]) {
      expect(parse(product(experimental))?.memberPriceIgnored).toBeNull();
    }
  });
});

describe("withinDates", () => {
  const at = new Date("2026-09-04T23:59:00Z");
  it("a day without a time covers the whole day; unreadable dates are no limit", () => {
    expect(withinDates({ validTo: "2026-09-04" }, at)).toBe(true);
    expect(withinDates({ validTo: "2026-09-04T12:00:00Z" }, at)).toBe(false);
    expect(withinDates({ validFrom: "soon", validTo: "" }, at)).toBe(true);
    expect(withinDates({}, at)).toBe(true);
  });
});
