import {
  type CountryInfoResponse,
  getCountryInfo,
} from "@frontalier/shared/contracts/country-info";
import type { FastifyInstance } from "fastify";
import { countryNotFoundMessage } from "../../../catalogue/reference/country-messages.ts";
import { loadCountryInfo } from "../../../catalogue/reference/load-country-info.ts";
import { AppError } from "../../../http/app-error.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";

/** Spec §7 `POST /api/get-all-infos-4country {iPaysSelected}`: what the app shows of a country. */
export async function countryInfoRoutes(app: FastifyInstance) {
  route(app, getCountryInfo, async ({ request, reply, body: { iPaysSelected } }) => {
    const locale = requestLocale(request);
    const info: CountryInfoResponse | null = await loadCountryInfo(app.db, iPaysSelected, locale);
    if (!info) {
      throw new AppError("not_found", {
        message: `unknown country ${iPaysSelected}`,
        userMessage: countryNotFoundMessage(iPaysSelected, locale),
      });
    }
    reply.header("cache-control", "no-store");
    return info;
  });
}
