import { updateProfileCountries } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

/** Spec §7 profile/update-list: favourite countries as `"FR,BE"`. */
export const updateFavourites = (profileId: number, countries: readonly string[]) =>
  call(updateProfileCountries, {
    params: { id: profileId },
    body: { sListPays: countries.join(",") },
  }).catch(rethrowUpdateError);
