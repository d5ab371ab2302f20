import type { OwnedId } from "@frontalier/shared/contracts/endpoint";

/**
 * The ids a route takes that must belong to the requester's profile: the endpoint object's
 * `owned`, which `route` puts in the route's config (`config.ownedIds`), so that the ownership
 * test finds every such route by itself and calls it with another profile's ids.
 */
export type { OwnedId };

/** Route parameters that are not ids of anyone's data: article codes, country codes, files, sign-in providers. */
export const publicParams = new Set(["code", "cc", "file", "provider", "*"]);

declare module "fastify" {
  interface FastifyContextConfig {
    ownedIds?: readonly OwnedId[];
    /** A route whose ids are public on purpose (say why next to it). */
    publicIds?: true;
  }
}
