import { browserStorageKeys } from "@frontalier/shared/browser-storage";
/**
 * Where the shopper said they are (a town they typed, or the browser's position after they
 * clicked), kept in this browser only: the map's nearest stores and the wishlist's travel costs
 * start from it. Never sent anywhere but with the question that needs it.
 */
export interface ShopperPosition {
  lat: number;
  lon: number;
  /** What the shopper typed or chose ("Lyon (FR)", "48.85, 2.35"); null for the browser's. */
  label: string | null;
}

const KEY = browserStorageKeys.shopperPosition;

export function readShopperPosition(): ShopperPosition | null {
  try {
    const value = JSON.parse(
      localStorage.getItem(KEY) ?? "null",
    ) as Partial<ShopperPosition> | null;
    if (
      value &&
      typeof value.lat === "number" &&
      typeof value.lon === "number" &&
      Math.abs(value.lat) <= 90 &&
      Math.abs(value.lon) <= 180
    ) {
      return {
        lat: value.lat,
        lon: value.lon,
        label: typeof value.label === "string" ? value.label : null,
      };
    }
  } catch {
    // Storage blocked or a malformed value: as if nothing was kept.
  }
  return null;
}

export function saveShopperPosition(position: ShopperPosition | null): void {
  try {
    if (position) localStorage.setItem(KEY, JSON.stringify(position));
    else localStorage.removeItem(KEY);
  } catch {
    // Storage blocked: the position lasts as long as the page.
  }
}
