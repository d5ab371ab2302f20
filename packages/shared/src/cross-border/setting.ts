import { canCarryHome } from "./carry-home.ts";

/** The most travellers whose allowances are counted (the podium's and the profile's limit). */
export const MAX_TRAVELLERS = 9;

/** Issue 25: how a shopper crosses the border, as the profile keeps it. */
export interface CrossBorderSetting {
  /** Carries purchases home themselves: ranks by true cost (a home with import rules only). */
  carryHome: boolean;
  /** People crossing together, each with an allowance (1 to `MAX_TRAVELLERS`). */
  travellers: number;
  /** Allows purchases to be split across days or receipts to fit more allowances. */
  splitPurchases: boolean;
}

/** What the profile stores: null where the shopper never chose. */
export type StoredCrossBorderSetting = {
  [K in keyof CrossBorderSetting]: CrossBorderSetting[K] | null;
};

/**
 * The setting in force for a shopper living in `home`: what they chose, otherwise the home's
 * default (carrying home where the home has import rules, one traveller, no splitting).
 */
export const resolveCrossBorderSetting = (
  stored: StoredCrossBorderSetting,
  home: string,
): CrossBorderSetting => ({
  carryHome: stored.carryHome ?? canCarryHome(home),
  travellers: stored.travellers ?? 1,
  splitPurchases: stored.splitPurchases ?? false,
});

/** The podium's and the wishlist comparison's `carry` and `travellers` query parameters. */
export interface CrossBorderQuery {
  carry?: "0";
  travellers?: number;
}

/**
 * The query parameters that ask for `setting` (issue 25): none for a home without import rules
 * (its shoppers compare shelf prices), `carry=0` for one who does not carry purchases home, the
 * travellers when more than one. The defaults are left out, so that the usual address stays one.
 */
export function crossBorderQuery(setting: CrossBorderSetting, home: string): CrossBorderQuery {
  if (!canCarryHome(home)) return {};
  if (!setting.carryHome) return { carry: "0" };
  return setting.travellers > 1 ? { travellers: setting.travellers } : {};
}

/**
 * The setting a podium shows: the address's `carry` and `travellers` where it has them (a shared
 * link shows what its sender saw), the saved setting otherwise. The page and the server's hint of
 * the page's answer both read it so.
 */
export function settingFromAddress(
  search: URLSearchParams,
  saved: CrossBorderSetting,
): CrossBorderSetting {
  const carry = search.get("carry");
  const travellers = Math.trunc(Number(search.get("travellers")));
  return {
    ...saved,
    carryHome: carry === "0" ? false : carry === "1" ? true : saved.carryHome,
    travellers: travellers >= 1 ? Math.min(MAX_TRAVELLERS, travellers) : saved.travellers,
  };
}
