import type { FakeOffer } from "./fake-catalogue.ts";
import { printedDecimals } from "./price-points.ts";
import { priceParts } from "./render-price.ts";

/** Where the rendered URLs point: the fake's own origin and the locale asked for. */
export interface RenderSite {
  origin: string;
  locale: string;
}

const slugOf = (offer: FakeOffer) =>
  [offer.name, offer.type.name, offer.designText]
    .join(" ")
    .toLowerCase()
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

const urlCode = (offer: FakeOffer) => `${offer.isCombination ? "s" : ""}${offer.code}`;

export const fakePipUrl = (offer: FakeOffer, site: RenderSite) =>
  `${site.origin}/${site.locale}/p/${slugOf(offer)}-${urlCode(offer)}/`;

export const fakeImageUrl = (offer: FakeOffer, site: RenderSite) =>
  `${site.origin}/${site.locale}/images/products/${slugOf(offer)}__${offer.code}_s5.svg`;

const imageAlt = (offer: FakeOffer) =>
  [`${offer.name} ${offer.type.name}`, offer.designText, offer.measure].filter(Boolean).join(", ");

/** The PIP product JSON shape (fixtures `pip_item_*.json`). */
export function renderProductJson(offer: FakeOffer, site: RenderSite) {
  const { currency, numeral } = offer.price;
  const parts = priceParts(numeral, currency);
  const exclTax = Math.round((numeral / 1.2) * 100) / 100;
  return {
    id: offer.code,
    globalId: offer.code,
    name: offer.name,
    typeName: offer.type.name,
    validDesignText: offer.designText,
    mainImage: {
      alt: imageAlt(offer),
      id: `${offer.code}_PE000000`,
      imageFileName: `${offer.code}_PE000000_S5.SVG`,
      url: fakeImageUrl(offer, site),
      type: "MAIN_PRODUCT_IMAGE",
    },
    pipUrl: fakePipUrl(offer, site),
    price: parts.text,
    priceNumeral: numeral,
    priceExclTax: priceParts(exclTax, currency).text,
    priceExclTaxNumeral: exclTax,
    currencyCode: currency,
    revampPrice: {
      numDecimals: printedDecimals(currency),
      separator: ".",
      integer: parts.wholeNumber,
      decimals: parts.decimals,
      currencySymbol: parts.suffix || parts.prefix,
      currencyPrefix: parts.prefix,
      currencySuffix: parts.suffix,
      hasTrailingCurrency: parts.suffix !== "",
    },
    catalogRefs: {},
    // As the real answers: a flag, never the member price itself (decision 045).
    experimental: { isFamilyPrice: offer.price.memberNumeral !== null },
  };
}

const displayPrice = (numeral: number, currency: string) => {
  const { prefix, wholeNumber, separator, decimals, suffix } = priceParts(numeral, currency);
  return { prefix, wholeNumber, separator, decimals, suffix };
};

/**
 * The search API's product (fixture `sik_search_item_*.json`); during a price cut it also carries
 * the newer `salesPrice` object with the `previous` price, as live answers do. With a member price
 * `salesPrice` is tagged `FAMILY_PRICE`: `current` is the members' price, `previous` the shelf one.
 */
export function renderSearchItem(offer: FakeOffer, site: RenderSite) {
  const { currency, numeral, regularNumeral, memberNumeral } = offer.price;
  return {
    itemNo: offer.code,
    itemType: offer.isCombination ? "SPR" : "ART",
    price: { ...displayPrice(numeral, currency), isRegularCurrency: false },
    priceNumeral: numeral,
    ...(regularNumeral !== null && {
      salesPrice: {
        numeral,
        currencyCode: currency,
        current: displayPrice(numeral, currency),
        previous: { ...displayPrice(regularNumeral, currency), numeral: regularNumeral },
      },
    }),
    ...(memberNumeral !== null && {
      salesPrice: {
        numeral: memberNumeral,
        currencyCode: currency,
        current: displayPrice(memberNumeral, currency),
        previous: { ...displayPrice(numeral, currency), numeral },
        tag: "FAMILY_PRICE",
      },
    }),
    mainImageAlt: imageAlt(offer),
    name: offer.name,
    typeName: offer.type.name,
    validDesignText: offer.designText,
    itemMeasureReferenceText: offer.measure,
    productDescription: [offer.type.name, offer.measure].filter(Boolean).join(", "),
    mainImageUrl: fakeImageUrl(offer, site),
    pipUrl: fakePipUrl(offer, site),
    id: offer.code,
    itemNoGlobal: offer.code,
    onlineSellable: offer.onlineSellable,
    lastChance: false,
    currencyCode: currency,
    tag:
      regularNumeral !== null
        ? "NEW_LOWER_PRICE"
        : memberNumeral !== null
          ? "FAMILY_PRICE"
          : "NONE",
  };
}
