import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import type { CrossBorderSetting } from "@frontalier/shared/cross-border/setting";

/** The profile page's profile, in plain names (on the wire: spec §7 get-info-profil's). */
export interface AccountProfile {
  profileId: number;
  isGuest: boolean;
  firstName: string;
  lastName: string;
  /** Where the photo is served; null for the default avatar. */
  photo: string | null;
  /** EMAIL, or the provider the account was made with (GOOGLE…). */
  accountType: string;
  email: string | null;
  emailVerified: boolean;
  hasPassword: boolean;
  /** `CC/LL` as chosen; null before any choice. */
  countryLanguage: string | null;
  /** The home country chosen; null before any choice. */
  homeCountry: string | null;
  /** The countries a new basket starts with. */
  favouriteCountries: string[];
  /** The country compared from. */
  home: string;
  /** Issue 25: carrying purchases home, travellers, splitting (chosen, or the home's default). */
  crossBorder: CrossBorderSetting;
  /** Decision 045: says they are an IKEA Family member (absent: not). */
  familyMember?: boolean;
  basketCount: number;
  /** The providers the account signs in with. */
  providers: string[];
  createdAt: string;
}

export const toAccountProfile = (info: ProfileInfo): AccountProfile => ({
  profileId: info.iProfile,
  isGuest: info.isGuest,
  firstName: info.sPrenom,
  lastName: info.sNom,
  photo: info.sPhoto,
  accountType: info.sTypeAccount,
  email: info.email,
  emailVerified: info.emailVerified,
  hasPassword: info.hasPassword,
  countryLanguage: info.sPaysLangue,
  homeCountry: info.sPaysFav,
  favouriteCountries: info.sListPays.split(",").filter((code) => code !== ""),
  home: info.home,
  crossBorder: info.crossBorder,
  familyMember: info.familyMember === true,
  basketCount: info.baskets.length,
  providers: info.providers,
  createdAt: info.createdAt,
});
