import {
  detectLocale,
  LOCALE_COOKIE,
  type Locale,
  parseAcceptLanguage,
} from "@frontalier/shared/locales";
import type { FastifyRequest } from "fastify";

/** The saved `locale` cookie, then Accept-Language, then French. */
export const requestLocale = (request: FastifyRequest): Locale =>
  detectLocale({
    cookie: request.cookies?.[LOCALE_COOKIE],
    preferred: parseAcceptLanguage(request.headers["accept-language"]),
  });
