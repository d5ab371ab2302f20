import type { EndpointInput } from "@frontalier/shared/contracts/endpoint";
import type { getPodium } from "@frontalier/shared/contracts/podium";
import { type CrossBorderSetting, crossBorderQuery } from "@frontalier/shared/cross-border/setting";
import type { CurrentProfile } from "../session/session-types";

/** Carrying purchases home (issue 25), and how many cross the border together. */
export interface CarryChoice {
  carry: boolean;
  travellers: number;
}

/**
 * The query of a podium as the shopper's profile asks it: its compared countries, its home and
 * carry-home choice, whether member prices count (decision 045: the address's choice on the podium,
 * else the profile's). The podium page and the scanner's offline look-up (decision 047) build it
 * here alike, so that the answer the service worker kept for one is found by the other.
 */
export function podiumQuery(
  profile:
    | (Pick<CurrentProfile, "countries" | "home"> & Partial<Pick<CurrentProfile, "familyMember">>)
    | null,
  carry: CarryChoice,
  familyMember: boolean = profile?.familyMember ?? false,
): NonNullable<EndpointInput<typeof getPodium>["query"]> {
  const home = profile?.home;
  return {
    countries: profile?.countries.join(","),
    home,
    // Left out for a non-member, so that the usual address stays one.
    ...(familyMember ? { member: "1" as const } : {}),
    ...(home
      ? crossBorderQuery(
          { carryHome: carry.carry, travellers: carry.travellers, splitPurchases: false },
          home,
        )
      : {}),
  };
}

/** Before the session has a setting: carrying home, one traveller (as the podium page reads it). */
export const savedCarryChoice = (setting: CrossBorderSetting | undefined): CarryChoice => ({
  carry: setting?.carryHome ?? true,
  travellers: setting?.travellers ?? 1,
});
