import { defineEndpoint } from "./endpoint.ts";

/**
 * Issue 27: the API as others may call it (a phone app, another site). The OpenAPI 3.1 document
 * is generated from these same endpoint objects (`openapi/openapi-document.ts`).
 */
export const getOpenApiDocument = defineEndpoint({
  method: "GET",
  path: "/api/openapi.json",
  response: { kind: "file", contentType: "application/json" },
  access: "anyone",
});

/** The document as a page a person reads: every endpoint with its input and answer. */
export const getApiReference = defineEndpoint({
  method: "GET",
  path: "/api/docs",
  response: { kind: "file", contentType: "text/html" },
  access: "anyone",
});
