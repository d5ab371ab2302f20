/**
 * The ids a route takes that must belong to the requester's profile. Declared on each route
 * (`config.ownedIds`), so that the ownership test finds every such route by itself and calls it
 * with another profile's ids.
 */
export interface OwnedId {
  in: "params" | "query" | "body";
  name: string;
  kind: "profile" | "basket";
}

/** Route parameters that are not ids of anyone's data: article codes, country codes, files, sign-in providers. */
export const publicParams = new Set(["code", "cc", "file", "provider", "*"]);

declare module "fastify" {
  interface FastifyContextConfig {
    ownedIds?: readonly OwnedId[];
    /** A route whose ids are public on purpose (say why next to it). */
    publicIds?: true;
  }
}
