import { extractArticleCode } from "@frontalier/shared/article-code";
import {
  DEFAULT_FAKE_SEED,
  type FakeOffer,
  type FakeProduct,
  fakeOffer,
  fakeProduct,
  offerOf,
} from "./fake-catalogue.ts";
import { unitHash } from "./fake-hash.ts";

/** Codes the search and the lists know of; a product JSON exists for any code. */
export const FAKE_CATALOGUE_SIZE = 2_000;
/** The list category that holds every article (the retailer's own top category is `products`). */
export const FAKE_ALL_CATEGORY = "products";

const catalogues = new Map<string, FakeProduct[]>();

/** The same articles, in the same order, for a seed. */
export function fakeCatalogue(seed = DEFAULT_FAKE_SEED): readonly FakeProduct[] {
  let catalogue = catalogues.get(seed);
  if (!catalogue) {
    catalogue = [];
    const seen = new Set<string>();
    for (let i = 0; catalogue.length < FAKE_CATALOGUE_SIZE; i++) {
      const code = String(Math.floor(unitHash(seed, "catalogue", String(i)) * 1e8)).padStart(
        8,
        "0",
      );
      const product = seen.has(code) ? null : fakeProduct(code, seed);
      seen.add(code);
      if (product) catalogue.push(product);
    }
    catalogues.set(seed, catalogue);
  }
  return catalogue;
}

const offersIn = (products: readonly FakeProduct[], country: string, seed: string): FakeOffer[] =>
  products.flatMap((product) => offerOf(product, country, seed) ?? []);

/**
 * Every word of the query in the name, type or design; or an article code anywhere in it, which
 * finds that article even outside the catalogue. Total matches come back with the page.
 */
export function searchFake(
  query: string,
  country: string,
  size: number,
  seed = DEFAULT_FAKE_SEED,
): { offers: FakeOffer[]; total: number } {
  const code = extractArticleCode(query);
  if (code) {
    const offer = fakeOffer(code, country, seed);
    return { offers: offer ? [offer] : [], total: offer ? 1 : 0 };
  }
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { offers: [], total: 0 };
  const matching = fakeCatalogue(seed).filter((product) => {
    const text = `${product.name} ${product.type.name} ${product.designText}`.toLowerCase();
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
