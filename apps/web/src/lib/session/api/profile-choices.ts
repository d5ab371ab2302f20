import { call } from "../../api/call";
import { profileFieldsUpdate } from "../../api/schema-free-endpoints";

/*
 * The profile's choices saved from the entry (the header's language switch) and a first visit
 * (/select-country), through the schema-free head: their answer is not read (the session holds
 * what the pages show), so zod stays out of both.
 */

/** Spec §3 sPaysLangue: the country and language, `CC/LL`. */
export const saveCountryLanguage = (profileId: number, countryLanguage: string) =>
  call(profileFieldsUpdate, {
    params: { id: profileId },
    body: { sPaysLangue: countryLanguage },
  });

/** /select-country: the home country (sPaysFav) and the country and language `CC/LL`. */
export const saveCountryChoice = (choice: {
  profileId: number;
  country: string;
  language: string;
}) =>
  call(profileFieldsUpdate, {
    params: { id: choice.profileId },
    body: {
      sPaysFav: choice.country,
      sPaysLangue: `${choice.country}/${choice.language}`.toUpperCase(),
    },
  });
