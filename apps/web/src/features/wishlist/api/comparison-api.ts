import { compareSharedWishlist } from "@frontalier/shared/contracts/baskets";
import {
  type ComparisonResponse,
  type ComparisonSettings,
  compareWishlist,
} from "@frontalier/shared/contracts/wishlist";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useEffect, useMemo, useState } from "react";
import { call } from "../../../lib/api/call";

/** An article's unit price per compared country: in the home currency, and as shown there. */
export interface ArticlePrices {
  code: string;
  converted: Partial<Record<string, number>>;
  local: Partial<Record<string, { amountMinor: number; currency: string }>>;
  /** The regular price, in the home currency, where the price is a reduced one. */
  regular: Partial<Record<string, number>>;
}

/** A comparison with each article's prices keyed by country, as the screens read them. */
export type BasketComparison = Omit<
  ComparisonResponse,
  "prices" | "priceCountries" | "localCurrencies"
> & { prices: ArticlePrices[] };

/** The answer's price arrays (in `priceCountries` order) as prices keyed by country. */
export function readComparison(answer: ComparisonResponse): BasketComparison {
  const { prices, priceCountries, localCurrencies, ...rest } = answer;
  return {
    ...rest,
    prices: prices.map((entry) => {
      const converted: ArticlePrices["converted"] = {};
      const local: ArticlePrices["local"] = {};
      const regular: ArticlePrices["regular"] = {};
      priceCountries.forEach((country, i) => {
        const before = entry.regular?.[i];
        if (before !== null && before !== undefined) regular[country] = before;
        const price = entry.converted[i];
        if (price !== null && price !== undefined) converted[country] = price;
        const shown = entry.local[i];
        const currency = localCurrencies[i];
        if (shown !== null && shown !== undefined && currency)
          local[country] = { amountMinor: shown, currency };
      });
      return { code: entry.code, converted, local, regular };
    }),
  };
}

type Recompare = typeof import("@frontalier/shared/basket-recompare").recompareAnswer;
let recompare: Recompare | null = null;

/**
 * The answer with its plans made again for the quantities shown (decision 048), when a quantity
 * changed since the answer was made: offline the kept answer is all there is, and online it
 * shows at once what the next answer will say. The planner is loaded only then.
 */
function useShownQuantities(
  answer: ComparisonResponse | undefined,
  lines: readonly { code: string; quantity: number }[] | undefined,
): ComparisonResponse | undefined {
  const quantities = useMemo(
    () => (lines ? new Map(lines.map((line) => [line.code, line.quantity])) : null),
    [lines],
  );
  const differs =
    answer !== undefined &&
    quantities !== null &&
    answer.prices.some((entry) => entry.quantity !== quantities.get(entry.code));
  const [loaded, setLoaded] = useState<Recompare | null>(recompare);
  useEffect(() => {
    if (!differs || loaded) return;
    let live = true;
    void import("@frontalier/shared/basket-recompare").then(
      (module) => {
        recompare = module.recompareAnswer;
        if (live) setLoaded(() => module.recompareAnswer);
      },
      // Offline before the planner's chunk was kept: the kept answer stays as it is.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [differs, loaded]);
  return useMemo(
    () =>
      differs && loaded && answer && quantities ? (loaded(answer, quantities) ?? answer) : answer,
    [differs, loaded, answer, quantities],
  );
}

/**
 * Basket `basketId` compared with these settings; `lines` are the quantities shown (with the
 * shopper's unsent changes), which the plans follow even before the server has them.
 */
export function useComparison(
  basketId: number,
  settings: ComparisonSettings,
  lines?: readonly { code: string; quantity: number }[],
) {
  const query = useQuery({
    queryKey: ["comparison", basketId, settings],
    queryFn: ({ signal }) =>
      call(compareWishlist, { query: { ...settings, iBasket: basketId }, signal }),
    placeholderData: keepPreviousData,
  });
  const answer = useShownQuantities(query.data, lines);
  const data = useMemo(() => (answer ? readComparison(answer) : undefined), [answer]);
  return { data, error: query.error };
}

/** A shared list compared as its owner compares it (their home and countries). */
export function useSharedComparison(token: string, query: ComparisonSettings) {
  return useQuery({
    queryKey: ["shared-comparison", token, query],
    queryFn: ({ signal }) => call(compareSharedWishlist, { params: { token }, query, signal }),
    select: readComparison,
    placeholderData: keepPreviousData,
  });
}
