import {
  type CrossBorderSetting,
  settingFromAddress,
} from "@frontalier/shared/cross-border/setting";
import type { CarryHome } from "../components/carry-home-control";

/** Before the session has a setting: carrying home, one traveller. */
const carryingAlone: CrossBorderSetting = { carryHome: true, travellers: 1, splitPurchases: false };

/**
 * The podium's carry-home choice (issue 25): the address's `carry` and `travellers` where it has
 * them (a shared link shows what its sender saw), the profile's saved setting otherwise.
 */
export function carryHomeOf(
  search: URLSearchParams,
  saved: CrossBorderSetting | undefined,
): CarryHome {
  const setting = settingFromAddress(search, saved ?? carryingAlone);
  return { carry: setting.carryHome, travellers: setting.travellers };
}

/** The address once the shopper changed the control: both parts written, the rest kept. */
export function withCarryHome(previous: URLSearchParams, next: CarryHome): URLSearchParams {
  const params = new URLSearchParams(previous);
  params.set("carry", next.carry ? "1" : "0");
  params.set("travellers", String(next.travellers));
  return params;
}
