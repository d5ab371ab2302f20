import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";
import { MAX_TRAVELLERS } from "@frontalier/shared/cross-border/setting";
import type { CarryHome } from "../components/carry-home-control";

/**
 * The podium's carry-home choice (issue 25): the address's `carry` and `travellers` where it has
 * them (a shared link shows what its sender saw), the profile's saved setting otherwise.
 */
export function carryHomeOf(
  search: URLSearchParams,
  saved: CrossBorderSetting | undefined,
): CarryHome {
  const carry = search.get("carry");
  const travellers = Math.trunc(Number(search.get("travellers")));
  return {
    carry: carry === "0" ? false : carry === "1" ? true : (saved?.carryHome ?? true),
    travellers: travellers >= 1 ? Math.min(MAX_TRAVELLERS, travellers) : (saved?.travellers ?? 1),
  };
}

/** The address once the shopper changed the control: both parts written, the rest kept. */
export function withCarryHome(previous: URLSearchParams, next: CarryHome): URLSearchParams {
  const params = new URLSearchParams(previous);
  params.set("carry", next.carry ? "1" : "0");
  params.set("travellers", String(next.travellers));
  return params;
}
