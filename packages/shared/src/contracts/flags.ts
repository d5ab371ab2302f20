import { z } from "zod";
import { countryCodeSchema as countryCode } from "./country-code.ts";
import { defineEndpoint } from "./endpoint.ts";

/** The most codes one `GET /api/flags?codes=` asks for (every market fits). */
export const MAX_FLAG_CODES = 50;

/**
 * `GET /api/flags` lists the 30 European countries by name; `?codes=FR,be,XX` lists those codes
 * in that order (each once), an unknown one with the fallback flag and 'Pays inconnu'.
 */
export const flagsQuerySchema = z.object({
  codes: z
    .string()
    .max(MAX_FLAG_CODES * 4)
    .transform((text) => text.split(","))
    .pipe(z.array(countryCode).min(1).max(MAX_FLAG_CODES))
    .transform((codes) => [...new Set(codes)])
    .optional(),
});

export type FlagsQuery = z.infer<typeof flagsQuerySchema>;

/**
 * Spec §3 "Flag / country: id, name, code, image". `id` is the ISO code, as the spec's iPays and
 * iPaysSelected are; `image` is a path on this server (`/flags/fr.svg`, `/flags/unknown.svg`).
 */
export const flagSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string(),
  image: z.string(),
});

export type Flag = z.infer<typeof flagSchema>;

export const flagsResponseSchema = z.array(flagSchema);

export type FlagsResponse = z.infer<typeof flagsResponseSchema>;

/** Spec §3/§7 flags, names in the request's language. */
export const listFlags = defineEndpoint({
  method: "GET",
  path: "/api/flags",
  query: flagsQuerySchema,
  response: flagsResponseSchema,
  access: "anyone",
});

/** `fr.svg`, `unknown.svg`: the file names `image` points at (any other name is a 404). */
export const flagFileParamsSchema = z.object({ file: z.string() });

/**
 * `/flags/{cc}.svg`, outside `/api/` (an `<img>` source): the country's flag, the neutral one for
 * a code without a flag, so that an image never breaks.
 */
export const getFlagFile = defineEndpoint({
  method: "GET",
  path: "/flags/:file",
  params: flagFileParamsSchema,
  response: { kind: "file", contentType: "image/svg+xml" },
  access: "anyone",
});
