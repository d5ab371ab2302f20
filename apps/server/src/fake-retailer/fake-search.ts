import { extractArticleCode } from "@frontalier/shared/article-code";
import { typeNameIn } from "../catalogue/offline/offline-catalogue.ts";
import {
  DEFAULT_FAKE_SEED,
  type FakeOffer,
  type FakeProduct,
  fakeOffer,
  fakeProducts,
  offerOf,
} from "./fake-catalogue.ts";

/** The list category that holds every article (the retailer's own top category is `products`). */
export const FAKE_ALL_CATEGORY = "products";

const catalogues = new Map<string, FakeProduct[]>();

/** The articles the search and the lists know of: the offline catalogue's, in code order. */
export function fakeCatalogue(seed = DEFAULT_FAKE_SEED): readonly FakeProduct[] {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = fakeProducts(seed);
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}

const offersIn = (products: readonly FakeProduct[], country: string, seed: string): FakeOffer[] =>
  products.flatMap((product) => offerOf(product, country, seed) ?? []);

const folded = (text: string) => text.toLowerCase().normalize("NFD").replace(/\p{M}/gu, "");

/**
 * Every word of the query in the name or type (in English or in the site's language), accents
 * aside; or an article code anywhere in it, which finds that article alone. An unknown code
 * finds nothing, as on the retailer's site. Total matches come back with the page.
 */
export function searchFake(
  query: string,
  country: string,
  size: number,
  seed = DEFAULT_FAKE_SEED,
  lang = "en",
): { offers: FakeOffer[]; total: number } {
  const code = extractArticleCode(query);
  if (code) {
    const offer = fakeOffer(code, country, seed);
    return { offers: offer ? [offer] : [], total: offer ? 1 : 0 };
  }
  const words = folded(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return { offers: [], total: 0 };
  const matching = fakeCatalogue(seed).filter((product) => {
    const text = folded(
      `${product.name} ${product.type.name} ${typeNameIn(lang, product.type.key) ?? ""}`,
    );
    return words.every((word) => text.includes(word));
  });
  const offers = offersIn(matching, country, seed);
  return { offers: offers.slice(0, size), total: offers.length };
}

/** A window [start, end) of a category: a product type (`bookcase`) or `products` for all. */
export function listFake(
  category: string,
  country: string,
  range: { start: number; end: number },
  seed = DEFAULT_FAKE_SEED,
): FakeOffer[] | null {
  const products = fakeCatalogue(seed).filter(
    (product) => category === FAKE_ALL_CATEGORY || product.type.category === category,
  );
  if (products.length === 0) return null;
  return offersIn(products, country, seed).slice(range.start, Math.max(range.start, range.end));
}
