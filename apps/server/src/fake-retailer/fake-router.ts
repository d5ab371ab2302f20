import { matchRetailerPath } from "../retailer/retailer-paths.ts";
import { fakeOffer } from "./fake-catalogue.ts";
import { fakeCountryOfCc } from "./fake-countries.ts";
import { listFake, searchFake } from "./fake-search.ts";
import { defaultStoreCodes, type FakeStoreCodes, renderFakeStock } from "./fake-stock.ts";
import { renderProductJson, renderSearchItem } from "./render-fake-offer.ts";
import { renderImage, renderProductPage } from "./render-fake-page.ts";

export interface FakeResponse {
  status: number;
  contentType: string;
  body: string;
}

const json = (status: number, body: unknown): FakeResponse => ({
  status,
  contentType: "application/json; charset=utf-8",
  body: JSON.stringify(body),
});

const notFound = () => json(404, { error: "not found" });

const MAX_SEARCH_SIZE = 1_000;
const DEFAULT_SEARCH_SIZE = 24;

const imagePath = /^\/([a-z]{2})\/[a-z]{2}\/images\/products\/[a-z0-9-]*__(\d{8})_s5\.svg$/;
const pagePath = /^\/([a-z]{2})\/[a-z]{2}\/p\/[a-z0-9-]*-s?(\d{8})\/?$/;

/** Answers one request the way the retailer would, for the offline catalogue's real articles. */
export function routeFakeRequest(
  url: URL,
  seed: string,
  storeCodes: FakeStoreCodes = defaultStoreCodes,
): FakeResponse {
  const site = (cc: string, lang: string) => ({ origin: url.origin, locale: `${cc}/${lang}` });
  const route = matchRetailerPath(url.pathname, url.searchParams);
  if (route) {
    const country = fakeCountryOfCc(route.cc);
    if (!country) return notFound();
    switch (route.kind) {
      case "product_json": {
        const offer = fakeOffer(route.code, country.code, seed);
        // A combination lives only under its `s` path, an article only under its plain one.
        if (!offer || offer.isCombination !== route.isCombination) return notFound();
        return json(200, renderProductJson(offer, site(route.cc, route.lang)));
      }
      case "search": {
        const size = Math.min(route.size ?? DEFAULT_SEARCH_SIZE, MAX_SEARCH_SIZE);
        const { offers, total } = searchFake(route.query, country.code, size, seed, route.lang);
        const items = offers.map((offer) => ({
          type: "PRODUCT",
          product: renderSearchItem(offer, site(route.cc, route.lang)),
        }));
        return json(200, {
          searchResultPage: {
            searchPhrase: route.query,
            products: { main: { items, start: 0, end: items.length, max: total } },
          },
        });
      }
      case "availabilities":
        return json(200, renderFakeStock(route.code, country.code, seed, storeCodes));
      case "product_list": {
        const offers = listFake(route.category, country.code, route, seed);
        if (!offers) return notFound();
        const productWindow = offers.map((offer) =>
          renderSearchItem(offer, site(route.cc, route.lang)),
        );
        return json(200, { moreProducts: { productWindow } });
      }
    }
  }
  const image = imagePath.exec(url.pathname) ?? pagePath.exec(url.pathname);
  const country = image && fakeCountryOfCc(image[1]!);
  const offer = country && fakeOffer(image[2]!, country.code, seed);
  if (!offer) {
    if (url.pathname === "/") {
      return { status: 200, contentType: "text/plain; charset=utf-8", body: "fake retailer\n" };
    }
    return notFound();
  }
  return url.pathname.endsWith(".svg")
    ? { status: 200, contentType: "image/svg+xml", body: renderImage(offer) }
    : { status: 200, contentType: "text/html; charset=utf-8", body: renderProductPage(offer) };
}
