import type { ProfileInfo } from "@frontalier/shared/contracts/identity";
import { beforeEach, describe, expect, it, vi } from "vitest";
import type { AccountProfile } from "./account-profile";
import { saveProfile } from "./save-profile";
import { updateFavourites } from "./update-favourites";
import { updateProfile } from "./update-profile";
import { uploadPhoto } from "./upload-photo";

vi.mock("./update-profile", () => ({ updateProfile: vi.fn() }));
vi.mock("./update-favourites", () => ({ updateFavourites: vi.fn() }));
vi.mock("./upload-photo", () => ({ uploadPhoto: vi.fn() }));

/** The profile as the page holds it… */
const profile: AccountProfile = {
  profileId: 7,
  isGuest: false,
  firstName: "Ana",
  lastName: "Lima",
  photo: null,
  accountType: "EMAIL",
  email: "ana@example.fr",
  emailVerified: true,
  hasPassword: true,
  countryLanguage: "FR/FR",
  homeCountry: "FR",
  favouriteCountries: ["BE", "DE"],
  home: "FR",
  crossBorder: { carryHome: false, travellers: 1, splitPurchases: false },
  basketCount: 1,
  providers: [],
  createdAt: "2026-01-05T08:00:00.000Z",
};

/** …and as the server answers it (spec §3 and §7 names). */
const answer: ProfileInfo = {
  iProfile: 7,
  isGuest: false,
  sPrenom: "Ana",
  sNom: "Lima",
  sPhoto: null,
  sTypeAccount: "EMAIL",
  email: "ana@example.fr",
  emailVerified: true,
  hasPassword: true,
  sPaysLangue: "FR/FR",
  sPaysFav: "FR",
  sListPays: "BE,DE",
  home: "FR",
  crossBorder: { carryHome: false, travellers: 1, splitPurchases: false },
  iBasket: 3,
  sIndex: 0,
  baskets: [{ iBasket: 3, sIndex: 0, sName: "", currentPaysList: "FR,BE", articleCount: 2 }],
  providers: [],
  createdAt: "2026-01-05T08:00:00.000Z",
};

const changes = {
  firstName: " Ana ",
  lastName: "Lima ",
  home: "BE",
  language: "nl",
  favourites: ["BE", "DE"],
};

beforeEach(() => {
  vi.mocked(updateProfile)
    .mockReset()
    .mockResolvedValue({ ...answer, sPaysFav: "BE", sPaysLangue: "BE/NL" });
  vi.mocked(updateFavourites)
    .mockReset()
    .mockResolvedValue({ ...answer, sListPays: "NL" });
  vi.mocked(uploadPhoto)
    .mockReset()
    .mockResolvedValue({ ...answer, sPhoto: "/p.webp" });
});

describe("saveProfile", () => {
  it("saves the fields with the language as CC/LL, and nothing else unchanged", async () => {
    const saved = await saveProfile(profile, changes, { kind: "keep" });
    expect(updateProfile).toHaveBeenCalledWith(7, {
      sPrenom: "Ana",
      sNom: "Lima",
      sPaysFav: "BE",
      sPaysLangue: "BE/NL",
    });
    expect(updateFavourites).not.toHaveBeenCalled();
    expect(uploadPhoto).not.toHaveBeenCalled();
    expect(saved).toMatchObject({ homeCountry: "BE", countryLanguage: "BE/NL", basketCount: 1 });
  });

  it("saves changed favourites and a new photo, and answers the last profile", async () => {
    const saved = await saveProfile(
      profile,
      { ...changes, favourites: ["NL"] },
      { kind: "set", dataUrl: "data:image/webp;base64,AAAA" },
    );
    expect(updateFavourites).toHaveBeenCalledWith(7, ["NL"]);
    expect(uploadPhoto).toHaveBeenCalledWith("data:image/webp;base64,AAAA");
    expect(saved).toMatchObject({ photo: "/p.webp", favouriteCountries: ["BE", "DE"] });
  });

  it("removes the photo", async () => {
    await saveProfile(profile, changes, { kind: "remove" });
    expect(uploadPhoto).toHaveBeenCalledWith(null);
  });

  it("stops at the first failure and rethrows it (spec §8)", async () => {
    vi.mocked(updateProfile).mockRejectedValue(new Error("Erreur lors de la mise à jour"));
    await expect(
      saveProfile(profile, { ...changes, favourites: [] }, { kind: "remove" }),
    ).rejects.toThrow("Erreur lors de la mise à jour");
    expect(updateFavourites).not.toHaveBeenCalled();
    expect(uploadPhoto).not.toHaveBeenCalled();
  });
});
