import { type FlagsResponse, getFlagFile, listFlags } from "@frontalier/shared/contracts/flags";
import { europeanCountries } from "@frontalier/shared/countries";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { presentFlag } from "../../../catalogue/reference/present-flag.ts";
import { AppError } from "../../../http/app-error.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import { loadFlagFiles } from "./flag-files.ts";

/** Flags change with a package upgrade at most; a day keeps lists of 30 flags from refetching. */
const FLAG_CACHE_CONTROL = "public, max-age=86400";
const flagFileName = /^([a-z]{2}|unknown)\.svg$/;

/**
 * `GET /flags/{cc}.svg`: the country's flag from this server, the neutral fallback for a code
 * without one (an <img> never breaks), `GET /flags/unknown.svg` the fallback itself.
 * `GET /api/flags[?codes=FR,BE]`: spec §3/§7 flags with names in the request's language.
 */
export async function flagRoutes(app: FastifyInstance) {
  const files = loadFlagFiles();

  // Any name but a flag's is a 404, whatever it holds: matched before the params are parsed.
  const flagName = {
    guard: async ({ request }: { request: FastifyRequest }) => {
      const { file } = request.params as { file: string };
      const match = flagFileName.exec(file.toLowerCase());
      if (!match) throw new AppError("not_found", { message: `no flag ${file}` });
      return match[1]!;
    },
  };

  route(app, getFlagFile, flagName, async ({ request, reply, guarded: name }) => {
    const file = (name !== "unknown" && files.flagOf(name)) || files.unknown;
    reply
      .header("cache-control", FLAG_CACHE_CONTROL)
      .header("etag", file.etag)
      .type("image/svg+xml");
    if (matchesEtag(request.headers["if-none-match"], file.etag)) return reply.code(304).send();
    return reply.send(file.body);
  });

  route(app, listFlags, async ({ request, reply, query: { codes } }) => {
    const locale = requestLocale(request);
    const flags: FlagsResponse = codes
      ? codes.map((code) => presentFlag(code, locale))
      : europeanCountries.map((country) => presentFlag(country.code, locale)).sort(byName(locale));
    // Names follow the language (cookie, then Accept-Language): a cache must key on both.
    reply
      .header("cache-control", "private, max-age=300")
      .header("vary", "accept-encoding, accept-language, cookie");
    return flags;
  });
}

const byName = (locale: string) => {
  const collator = new Intl.Collator(locale);
  return (a: { name: string }, b: { name: string }) => collator.compare(a.name, b.name);
};

/** RFC 9110 §13.1.2: a list of tags, weak or strong, or `*`. */
const matchesEtag = (header: string | undefined, etag: string): boolean =>
  header?.split(",").some((tag) => {
    const trimmed = tag.trim();
    return trimmed === "*" || trimmed.replace(/^W\//, "") === etag;
  }) ?? false;
