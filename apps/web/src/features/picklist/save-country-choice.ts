import { profileInfoSchema } from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../lib/api-client";

/** /select-country: the home country and language, saved as sPaysFav and sPaysLangue `CC/LL`. */
export function saveCountryChoice(options: {
  iProfile: number;
  country: string;
  language: string;
}) {
  return apiRequest(`/api/update-info-profil/${options.iProfile}`, {
    method: "PUT",
    body: {
      sPaysFav: options.country,
      sPaysLangue: `${options.country}/${options.language}`.toUpperCase(),
    },
    schema: profileInfoSchema,
  });
}
