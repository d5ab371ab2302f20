import type { Endpoint } from "@frontalier/shared/contracts/endpoint";

/**
 * An endpoint's method and path without its schemas, tied to the shared object by type only
 * (`EndpointHead<typeof getSession>` with `import type`): the compiler refuses any other method
 * or path, and no zod comes with it. For the few calls of chunks that must stay free of zod (the
 * entry, a first visit's pages; decision 023).
 */
export interface EndpointHead<E extends Endpoint> {
  readonly method: E["method"];
  readonly path: E["path"];
}

/** A head with a hand-written reader of the answer, which throws on a malformed one. */
export interface HandReadEndpoint<E extends Endpoint, T> extends EndpointHead<E> {
  readonly read: (data: unknown) => T;
}
