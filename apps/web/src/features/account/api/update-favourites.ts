import { updateProfileCountries } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

/** Spec §7 profile/update-list: favourite countries as `"FR,BE"`. */
export const updateFavourites = (iProfile: number, countries: readonly string[]) =>
  call(updateProfileCountries, {
    params: { id: iProfile },
    body: { sListPays: countries.join(",") },
  }).catch(rethrowUpdateError);
