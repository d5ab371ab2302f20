import { call } from "../../lib/api/call";
import { profileFieldsUpdate } from "../../lib/api/schema-free-endpoints";

/**
 * /select-country: the home country and language, saved as sPaysFav and sPaysLangue `CC/LL`.
 * The answer is not read (the session is fetched again), so zod stays out of a first visit.
 */
export function saveCountryChoice(options: {
  iProfile: number;
  country: string;
  language: string;
}) {
  return call(profileFieldsUpdate, {
    params: { id: options.iProfile },
    body: {
      sPaysFav: options.country,
      sPaysLangue: `${options.country}/${options.language}`.toUpperCase(),
    },
  });
}
