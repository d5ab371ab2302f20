import { profileInfoSchema } from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../../lib/api-client";
import { rethrowUpdateError } from "./update-error";

/** `PUT /api/profile/update-list/{id}` (spec §7): favourite countries as `"FR,BE"`. */
export const updateFavourites = (iProfile: number, countries: readonly string[]) =>
  apiRequest(`/api/profile/update-list/${iProfile}`, {
    method: "PUT",
    body: { sListPays: countries.join(",") },
    schema: profileInfoSchema,
  }).catch(rethrowUpdateError);
