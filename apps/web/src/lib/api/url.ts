import { type Endpoint, type EndpointInput, fillPath } from "@frontalier/shared/contracts/endpoint";

/** The query string of a call: every part but the absent ones, as text. */
export function encodeQuery(query: unknown): string {
  if (typeof query !== "object" || query === null) return "";
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  return search.toString();
}

/** The path with its parameters filled in (`fillPath`) and the query, untyped: `call`'s part. */
export function buildUrl(
  endpoint: Pick<Endpoint, "method" | "path">,
  params: unknown,
  query: unknown,
): string {
  const path = fillPath(endpoint, params);
  const search = encodeQuery(query);
  return search ? `${path}?${search}` : path;
}

/** The path parameters and the query: a URL carries no body. */
type UrlInput<E extends Endpoint> = Omit<EndpointInput<E>, "body">;

/**
 * The URL of an endpoint the browser opens itself rather than through `call`: a stream
 * (EventSource), a redirect (the sign-in popup), a file (a link or an image).
 */
export function urlOf<E extends Endpoint>(
  endpoint: E,
  ...[input]: object extends UrlInput<E> ? [input?: UrlInput<E>] : [input: UrlInput<E>]
): string {
  return buildUrl(endpoint, input?.params, input?.query);
}
