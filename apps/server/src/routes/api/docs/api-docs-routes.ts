import { createHash } from "node:crypto";
import { getApiReference, getOpenApiDocument } from "@frontalier/shared/contracts/api-docs";
import { allEndpoints } from "@frontalier/shared/contracts/endpoints";
import { openApiDocument } from "@frontalier/shared/openapi/openapi-document";
import type { FastifyInstance } from "fastify";
import { route } from "../../../http/route.ts";
import { API_REFERENCE_STYLE, apiReferencePage } from "./api-reference-page.ts";

export interface ApiDocsOptions {
  brandName: string;
  version: string;
}

/** The page's one style sheet is inline, allowed by its hash: the page runs no script at all. */
const REFERENCE_POLICY = `default-src 'none'; style-src 'sha256-${createHash("sha256")
  .update(API_REFERENCE_STYLE)
  .digest("base64")}'; frame-ancestors 'none'`;

/** Issue 27: `/api/openapi.json` and `/api/docs`, built once from the endpoint objects. */
export async function apiDocsRoutes(app: FastifyInstance, options: ApiDocsOptions) {
  let json: string | undefined;
  let html: string | undefined;
  const document = () =>
    openApiDocument(allEndpoints, {
      title: `${options.brandName} API`,
      version: options.version,
      description:
        "Where an IKEA article or a list of them is cheapest across European countries. Errors are translated (Accept-Language or the locale cookie); calls that make the server work are rate limited (429 with Retry-After).",
    });

  route(app, getOpenApiDocument, async ({ reply }) => {
    json ??= JSON.stringify(document());
    return reply
      .header("cache-control", "public, max-age=3600")
      .header("access-control-allow-origin", "*")
      .type("application/json; charset=utf-8")
      .send(json);
  });

  route(app, getApiReference, async ({ reply }) => {
    html ??= apiReferencePage(document());
    return reply
      .header("cache-control", "public, max-age=3600")
      .header("content-security-policy", REFERENCE_POLICY)
      .type("text/html; charset=utf-8")
      .send(html);
  });
}
