import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";

/**
 * The session as the app's components read it, in plain names; `lib/api/read-session.ts` reads
 * it from the answer of `GET /api/_auth/session`, which carries the spec's names (§3).
 */

/** The signed-in user (on the wire: iProfile, sPrenom, sNom, sPhoto, sTypeAccount). */
export interface User {
  profileId: number;
  firstName: string;
  lastName: string;
  /** Where the photo is served; null for the default avatar. */
  photo: string | null;
  /** EMAIL, or the provider the account was made with (GOOGLE…). */
  accountType: string;
  /** End of the premium entitlement; null: no premium. */
  premiumUntil: string | null;
  /** Holds the admin role (granted by `npm run admin`): the profile page links to /admin. */
  admin?: true;
}

/** The current profile, guest or user (on the wire: iProfile, iBasket, sIndex, sPaysLangue, sPaysFav). */
export interface CurrentProfile {
  profileId: number;
  /** The current basket: the one the header's wishlist and picklist links open. */
  basketId: number;
  /** Its position among the profile's baskets (the wishlist link's `index`). */
  basketPosition: number;
  /** `CC/LL` as chosen (`FR/FR`; `EN/EN` after a language change); null before any choice. */
  countryLanguage: string | null;
  /** The home country chosen; null before any choice. */
  homeCountry: string | null;
  /** The country compared from: the chosen one, else the choice's country, else France. */
  home: string;
  /** The current basket's picklist, home first. */
  countries: string[];
  /** Issue 25: carrying purchases home, travellers, splitting, as the profile keeps them. */
  crossBorder: CrossBorderSetting;
  /** Decision 045: an IKEA Family member, as the profile keeps it (false until said). */
  familyMember: boolean;
}

export interface Session {
  user: User | null;
  profile: CurrentProfile | null;
}
