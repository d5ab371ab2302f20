import { type $ZodType, toJSONSchema } from "zod/v4/core";
import type { Access, Endpoint } from "../contracts/endpoint.ts";
import { isSchema } from "../contracts/endpoint.ts";
import { errorBodySchema } from "../errors.ts";

/** A JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1) as zod writes it. */
type JsonSchema = Record<string, unknown>;

export interface OpenApiInfo {
  title: string;
  version: string;
  description?: string;
}

/** Who may call, as a reader of the document needs to know it. */
const accessText: Record<Access, string> = {
  anyone: "Anyone, no cookie needed.",
  profile:
    "A shopper with a profile (guest or signed in): the profile cookie set by `GET /api/_auth/session`.",
  user: "A signed-in shopper (the session cookie).",
  premium: "A signed-in shopper with premium (402 `premium_required` otherwise).",
  admin: "A signed-in account with the admin role (403 `forbidden` otherwise).",
};

const schemaOf = (schema: $ZodType, io: "input" | "output"): JsonSchema => {
  const { $schema: _dialect, ...rest } = toJSONSchema(schema, {
    target: "draft-2020-12",
    io,
    unrepresentable: "any",
  }) as JsonSchema;
  return rest;
};

/** `/api/baskets/:id/share` → `/api/baskets/{id}/share`. */
export const openApiPath = (path: string): string => path.replace(/:(\w+)/g, "{$1}");

/** The properties of an object schema as OpenAPI parameters (path or query). */
function parameters(schema: $ZodType | undefined, where: "path" | "query") {
  if (!schema) return [];
  const json = schemaOf(schema, "input");
  const properties = (json.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json.required ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => {
    const { description, ...rest } = property;
    return {
      name,
      in: where,
      required: where === "path" || required.has(name),
      ...(typeof description === "string" ? { description } : {}),
      schema: rest,
    };
  });
}

function requestBody(body: Endpoint["body"]) {
  if (!body) return undefined;
  if (isSchema(body)) {
    return {
      required: true,
      content: { "application/json": { schema: schemaOf(body, "input") } },
    };
  }
  const types = [body.contentType, ...(body.accepts ?? [])];
  return {
    required: true,
    content: Object.fromEntries(
      types.map((type) => [type, { schema: { type: "string", contentMediaType: type } }]),
    ),
  };
}

function success(endpoint: Endpoint): Record<string, unknown> {
  const { response } = endpoint;
  if (isSchema(response)) {
    if ((response as { _zod: { def: { type: string } } })._zod.def.type === "void") {
      return { "204": { description: "Done, nothing to say." } };
    }
    return {
      "200": {
        description: "The answer.",
        content: { "application/json": { schema: schemaOf(response, "output") } },
      },
    };
  }
  switch (response.kind) {
    case "stream":
      return {
        "200": {
          description: `Server-sent events: ${Object.keys(response.events).join(", ")}; each event's data is JSON.`,
          content: { "text/event-stream": { schema: { type: "string" } } },
        },
      };
    case "redirect":
      return { "302": { description: "Goes on to the address in Location." } };
    case "file":
      return {
        "200": {
          description: "The file.",
          content: { [response.contentType]: { schema: { type: "string" } } },
        },
      };
  }
}

const errorResponse = { $ref: "#/components/responses/Error" };

/**
 * An OpenAPI 3.1 document of every endpoint object, generated from the same contracts the server
 * registers and the web calls, so that it cannot list a route that does not exist or miss one.
 */
export function openApiDocument(endpoints: readonly Endpoint[], info: OpenApiInfo) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = openApiPath(endpoint.path);
    const responses: Record<string, unknown> = { ...success(endpoint), "4XX": errorResponse };
    if (endpoint.access !== "anyone") responses["401"] = errorResponse;
    if (endpoint.access === "premium") responses["402"] = errorResponse;
    if (endpoint.access === "admin") responses["403"] = errorResponse;
    const body = requestBody(endpoint.body);
    const operation = {
      operationId: `${endpoint.method.toLowerCase()}${path.replace(/[^A-Za-z0-9]+(\w)?/g, (_, c?: string) => (c ?? "").toUpperCase())}`,
      tags: [path.split("/")[2] ?? "api"],
      description: accessText[endpoint.access],
      "x-access": endpoint.access,
      parameters: [
        ...parameters(isSchema(endpoint.params) ? endpoint.params : undefined, "path"),
        ...parameters(isSchema(endpoint.query) ? endpoint.query : undefined, "query"),
      ],
      ...(body ? { requestBody: body } : {}),
      responses,
    };
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation };
  }
  return {
    openapi: "3.1.0",
    info,
    jsonSchemaDialect: "https://json-schema.org/draft/2020-12/schema",
    paths,
    components: {
      schemas: { Error: schemaOf(errorBodySchema, "output") },
      responses: {
        Error: {
          description:
            "An error, translated into the request's language (Accept-Language or the locale cookie); 429 comes with Retry-After.",
          content: { "application/json": { schema: { $ref: "#/components/schemas/Error" } } },
        },
      },
    },
  };
}

export type OpenApiDocument = ReturnType<typeof openApiDocument>;
