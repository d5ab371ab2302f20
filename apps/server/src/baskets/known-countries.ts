import { isEuropeanCountry, toCountryCodes } from "@frontalier/shared/identity";
import { AppError } from "../http/app-error.ts";

/**
 * The codes of a country list as clients send it (`"FR, be"`, `["FR"]`), or 400 unknown_country
 * naming the first one we do not compare: for picklists and a profile's favourite countries.
 */
export function knownCountryCodes(value: string | readonly string[]): string[] {
  const codes = toCountryCodes(value);
  const unknown = codes.find((code) => !isEuropeanCountry(code));
  if (unknown) {
    throw new AppError("unknown_country", {
      message: `unknown country ${unknown}`,
      issues: [{ path: "countries", message: `${unknown} is not a country we compare` }],
    });
  }
  return codes;
}
