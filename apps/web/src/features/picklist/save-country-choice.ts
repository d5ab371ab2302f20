import { anyResponse, apiRequest } from "../../lib/api-client";

/**
 * /select-country: the home country and language, saved as sPaysFav and sPaysLangue `CC/LL`.
 * The answer is not read (the session is fetched again), so zod stays out of a first visit.
 */
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
    schema: anyResponse,
  });
}
