import { exportBasketCsv } from "@frontalier/shared/contracts/baskets";
import { getFlagFile } from "@frontalier/shared/contracts/flags";
import { getPodium, getPriceHistory, streamPodium } from "@frontalier/shared/contracts/podium";
import { getPriceLows } from "@frontalier/shared/contracts/price-lows";
import { updateProfileInfo } from "@frontalier/shared/contracts/profile";
import { endSession, getSession, logout } from "@frontalier/shared/contracts/session";
import { getWishlist } from "@frontalier/shared/contracts/wishlist";
import { describe, expect, it } from "vitest";
import { flagUrl } from "./flag-url";
import {
  podiumFetch,
  podiumStreamHead,
  priceHistoryFetch,
  priceLowsFetch,
  wishlistFetch,
} from "./podium-endpoints";
import {
  basketCsvHead,
  endSessionCall,
  logoutCall,
  profileFieldsUpdate,
  sessionFetch,
} from "./schema-free-endpoints";
import { urlOf } from "./url";

const head = (endpoint: { method: string; path: string }) => ({
  method: endpoint.method,
  path: endpoint.path,
});

describe("schema-free endpoints", () => {
  // The types tie them already; this holds should a `satisfies` or an annotation be dropped.
  it.each([
    ["session", sessionFetch, getSession],
    ["profile fields", profileFieldsUpdate, updateProfileInfo],
    ["logout", logoutCall, logout],
    ["end of session", endSessionCall, endSession],
    ["podium", podiumFetch, getPodium],
    ["podium stream", podiumStreamHead, streamPodium],
    ["price history", priceHistoryFetch, getPriceHistory],
    ["price lows", priceLowsFetch, getPriceLows],
    ["wishlist", wishlistFetch, getWishlist],
    ["basket CSV", basketCsvHead, exportBasketCsv],
  ] as const)("%s has its shared endpoint's method and path", (_name, light, full) => {
    expect(head(light)).toEqual(head(full));
  });

  it("builds the flag's URL as the shared endpoint does", () => {
    expect(flagUrl("BE")).toBe(urlOf(getFlagFile, { params: { file: "be.svg" } }));
    expect(flagUrl("BE")).toBe("/flags/be.svg");
  });
});
