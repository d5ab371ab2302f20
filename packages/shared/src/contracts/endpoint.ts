// Types from zod's core only: they fit the classic and the mini builds alike, so that a client
// checking answers with the smaller build can still read these objects.
import type { $ZodType, input, output } from "zod/v4/core";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * Who may call an endpoint (decision 023). `profile`: anyone with a profile, guest or user (no
 * profile cookie is a 401); `user`: signed in (401); `premium`: signed in (401) and, once the input
 * is read, premium (402); `admin`: signed in (401) with the admin role (403 before any input is
 * read; granted by `npm run admin`).
 */
export type Access = "anyone" | "profile" | "user" | "premium" | "admin";

/**
 * An id the endpoint takes that must belong to the requester's profile: the server loads it
 * through that profile (another profile's is a 404, like a missing one), and the ownership test
 * calls every such endpoint with another profile's ids.
 */
export interface OwnedId {
  in: "params" | "query" | "body";
  name: string;
  kind: "profile" | "basket" | "spreadAlert";
}

/** Server-sent events: each event's data is the JSON its schema describes. */
export interface StreamDescription<
  Events extends Record<string, $ZodType> = Record<string, $ZodType>,
> {
  kind: "stream";
  events: Events;
}

/** A 302 to another page (the sign-in popup's way to a provider). */
export interface RedirectDescription {
  kind: "redirect";
}

/** Bytes the browser shows or saves (images, downloads), never read by the app's code. */
export interface FileDescription {
  kind: "file";
  /** The content type, or its start when it varies (`image/`). */
  contentType: string;
}

/** What a successful call answers: JSON described by a schema (`z.void()` for 204), or not JSON. */
export type ResponseDescription =
  | $ZodType
  | StreamDescription
  | RedirectDescription
  | FileDescription;

/** A body sent as bytes rather than JSON (a PDF; a webhook whose signature covers the bytes). */
export interface BytesBody {
  kind: "bytes";
  /** The type the bytes are sent as, unless they are a Blob of one of the `accepts` types. */
  contentType: string;
  /** Other types the endpoint takes (a photo beside a PDF): a Blob of one goes as its own type. */
  accepts?: readonly string[];
}

export interface EndpointDefinition {
  method: HttpMethod;
  /** `:name` segments are path parameters, described by `params`. */
  path: string;
  params?: $ZodType;
  query?: $ZodType;
  body?: $ZodType | BytesBody;
  response: ResponseDescription;
  access: Access;
  owned?: readonly OwnedId[];
  /**
   * The path holds ids that are not the requester's data and are public on purpose (an
   * unguessable token, a digest): the ownership test lets them be.
   */
  publicIds?: true;
}

/** The `:name` segments of a path: `"/api/baskets/:id/share"` → `"id"`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** A definition whose `params` name exactly the path's `:segments` (none: no `params`). */
type ParamsMatchPath<D extends EndpointDefinition> = [PathParamNames<D["path"]>] extends [never]
  ? "params" extends keyof D
    ? { params: "this path has no :segments" }
    : unknown
  : D["params"] extends $ZodType
    ? [Exclude<PathParamNames<D["path"]>, keyof input<D["params"]>>] extends [never]
      ? [Exclude<keyof input<D["params"]>, PathParamNames<D["path"]>>] extends [never]
        ? unknown
        : { params: "params name a segment the path does not have" }
      : { params: "params must describe every :segment of the path" }
    : { params: "a path with :segments needs params" };

/**
 * One endpoint as one object: method, path, input schemas, what it answers and who may call it.
 * The server registers it with `route`, the web calls it with `call`; neither writes the URL.
 * Marked free of side effects so that a bundle importing one schema of a contract file does not
 * keep every endpoint (and schema) of that file.
 */
/*#__NO_SIDE_EFFECTS__*/
export function defineEndpoint<const D extends EndpointDefinition>(
  definition: D & ParamsMatchPath<D>,
): D {
  return definition;
}

export type Endpoint = EndpointDefinition;

type SchemaInput<S> = S extends $ZodType ? input<S> : never;
type SchemaOutput<S> = S extends $ZodType ? output<S> : never;

/** An input part a caller may leave out when every field of it is optional. */
type Part<Name extends string, S> = S extends $ZodType
  ? object extends input<S>
    ? { [K in Name]?: input<S> }
    : { [K in Name]: input<S> }
  : S extends BytesBody
    ? { [K in Name]: Blob | ArrayBuffer | Uint8Array }
    : { [K in Name]?: never };

/** What a caller passes: `{ params, query, body }`, each present when the endpoint has it. */
export type EndpointInput<E extends Endpoint> = Part<"params", E["params"]> &
  Part<"query", E["query"]> &
  Part<"body", E["body"]>;

/** The path parameters as a caller passes them (before parsing). */
export type EndpointParams<E extends Endpoint> = SchemaInput<E["params"]>;
/** The parts as the server reads them (after parsing: defaults filled, codes normalised). */
export type ParsedParams<E extends Endpoint> = SchemaOutput<E["params"]>;
export type ParsedQuery<E extends Endpoint> = SchemaOutput<E["query"]>;
export type ParsedBody<E extends Endpoint> = E["body"] extends $ZodType
  ? output<E["body"]>
  : unknown;

/** The JSON a caller receives (after the response schema's parse); `never` when not JSON. */
export type EndpointResponse<E extends Endpoint> = SchemaOutput<E["response"]>;

/** What the server may send (before the response schema's defaults apply). */
export type EndpointReply<E extends Endpoint> = SchemaInput<E["response"]>;

/** The events of a streaming endpoint, by name. */
export type EndpointEvents<E extends Endpoint> =
  E["response"] extends StreamDescription<infer Events>
    ? { [K in keyof Events]: output<Events[K]> }
    : never;

/** `GET /api/wishlist`: how logs, tests and errors name an endpoint. */
export const endpointName = (endpoint: Pick<Endpoint, "method" | "path">): string =>
  `${endpoint.method} ${endpoint.path}`;

/** A zod schema rather than one of the markers above (every zod schema carries `_zod`). */
export const isSchema = (value: unknown): value is $ZodType =>
  typeof value === "object" && value !== null && "_zod" in value;

/** Whether the endpoint answers a JSON document described by its `response` schema. */
export const answersJson = (endpoint: Endpoint): boolean => isSchema(endpoint.response);

/**
 * The endpoint's path with its parameters filled in and encoded (`/api/baskets/12/share`). A
 * parameter missing at run time is a programming error, not a URL with `undefined` in it.
 */
export function pathOf<E extends Endpoint>(
  endpoint: E,
  ...[params]: [PathParamNames<E["path"]>] extends [never] ? [] : [EndpointParams<E>]
): string {
  return fillPath(endpoint, params);
}

/**
 * `pathOf` without its types, for code that holds an endpoint of any shape (the web's `call`) or
 * only its method and path (the first download's few calls, which carry no schema).
 */
export function fillPath(endpoint: Pick<Endpoint, "method" | "path">, params: unknown): string {
  const values: Record<string, unknown> =
    typeof params === "object" && params !== null ? { ...params } : {};
  return endpoint.path.replace(/:(\w+)/g, (_segment, name: string) => {
    const value = values[name];
    if (value === undefined || value === null || value === "") {
      throw new Error(`${endpoint.method} ${endpoint.path}: no value for :${name}`);
    }
    return encodeURIComponent(String(value));
  });
}
