import {
  type Access,
  type BytesBody,
  type Endpoint,
  type EndpointReply,
  endpointName,
  isSchema,
  type ParsedBody,
  type ParsedParams,
  type ParsedQuery,
} from "@frontalier/shared/contracts/endpoint";
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preSerializationHookHandler,
} from "fastify";
import { type $ZodType, safeParse } from "zod/v4/core";
import { isPremium } from "../billing/premium.ts";
import type { Actor, Identity, Profile } from "../identity/identity.ts";
import { AppError } from "./app-error.ts";
import { parseInput } from "./parse-input.ts";
import { zodIssues } from "./zod-issues.ts";

declare module "fastify" {
  interface FastifyInstance {
    /** Whether `route` checks each 2xx JSON answer against its endpoint (outside production). */
    checkAnswers?: boolean;
  }
  interface FastifyContextConfig {
    /** The endpoint object the route was registered with (the registration test reads it). */
    endpoint?: Endpoint;
  }
}

type ProfileActor = Extract<Actor, { profile: Profile }>;
type UserActor = Extract<Actor, { kind: "user" }>;

/** Who the handler is told is asking: nobody is looked up for `anyone`. */
export type ActorFor<A extends Access> = A extends "anyone"
  ? undefined
  : A extends "profile"
    ? ProfileActor
    : UserActor;

export interface GuardContext<E extends Endpoint> {
  request: FastifyRequest;
  reply: FastifyReply;
  actor: ActorFor<E["access"]>;
}

export interface RouteContext<E extends Endpoint, Guarded> extends GuardContext<E> {
  params: ParsedParams<E>;
  query: ParsedQuery<E>;
  /** Parsed by the endpoint's schema; the raw bytes for a `bytes` body. */
  body: E["body"] extends BytesBody ? unknown : ParsedBody<E>;
  /** What the guard returned (the owned basket it loaded, say). */
  guarded: Guarded;
}

/**
 * What a handler returns: the JSON its endpoint describes (nothing for `z.void()`: the route
 * answers 204), or, for a stream, file or redirect, the reply it sent itself.
 */
export type HandlerResult<E extends Endpoint> = E["response"] extends $ZodType
  ? E["response"] extends { _zod: { def: { type: "void" } } }
    ? // biome-ignore lint/suspicious/noConfusingVoidType: a 204's handler returns nothing (`async () => {}` is a Promise<void>)
      void
    : EndpointReply<E>
  : // biome-ignore lint/suspicious/noConfusingVoidType: a stream hijacks the reply and returns nothing
    FastifyReply | void;

export type RouteHandler<E extends Endpoint, Guarded> = (
  context: RouteContext<E, Guarded>,
) => Promise<HandlerResult<E>>;

export interface RouteOptions<E extends Endpoint, Guarded> {
  /**
   * Runs after the access check and before any input is read: the ownership of the ids the
   * endpoint declares `owned` (another profile's basket is a 404 whatever the rest of the input),
   * and the rate limits that must count malformed requests too. Its result reaches the handler.
   */
  guard?: (context: GuardContext<E>) => Promise<Guarded>;
  /** `profile` access that makes a guest for a first visit instead of answering 401 (spec §4). */
  newGuest?: true;
  bodyLimit?: number;
  /** Runs before the body is read (an upload admitted or refused before its bytes arrive). */
  onRequest?: onRequestHookHandler;
}

/**
 * Registers `endpoint` (decision 023): its method and path; then, for each request, the access
 * check (401), the guard, the params, query and body parsed by the endpoint's schemas (400 with
 * the issues), the premium check (402) and the handler. The endpoint's `owned` and `publicIds`
 * go into the route's config, where the ownership test finds them.
 */
export function route<const E extends Endpoint>(
  app: FastifyInstance,
  endpoint: E,
  handler: RouteHandler<E, undefined>,
): void;
export function route<const E extends Endpoint, Guarded = undefined>(
  app: FastifyInstance,
  endpoint: E,
  options: RouteOptions<E, Guarded>,
  handler: RouteHandler<E, Guarded>,
): void;
export function route<E extends Endpoint, Guarded>(
  app: FastifyInstance,
  endpoint: E,
  ...args: [RouteHandler<E, Guarded>] | [RouteOptions<E, Guarded>, RouteHandler<E, Guarded>]
): void {
  const [options, handler] = args.length === 1 ? [{}, args[0]] : args;
  const { response } = endpoint;
  const answersNothing = isSchema(response) && response._zod.def.type === "void";
  const checked = isSchema(response) && !answersNothing && app.checkAnswers !== false;
  app.route({
    method: endpoint.method,
    url: endpoint.path,
    config: {
      endpoint,
      ...(endpoint.owned ? { ownedIds: endpoint.owned } : {}),
      ...(endpoint.publicIds ? { publicIds: true as const } : {}),
    },
    ...(options.bodyLimit !== undefined ? { bodyLimit: options.bodyLimit } : {}),
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
    ...(checked ? { preSerialization: answerCheck(endpoint, response) } : {}),
    handler: async (request, reply) => {
      // No await where there is nothing to wait for: the health check and podium are hot paths.
      const actor = (
        endpoint.access === "anyone"
          ? undefined
          : await actorOf(endpoint.access, request, reply, options.newGuest)
      ) as ActorFor<E["access"]>;
      const guarded = (
        options.guard ? await options.guard({ request, reply, actor }) : undefined
      ) as Guarded;
      const context: RouteContext<E, Guarded> = {
        request,
        reply,
        actor,
        guarded,
        params: (endpoint.params
          ? parseInput(endpoint.params, request.params)
          : undefined) as ParsedParams<E>,
        query: (endpoint.query
          ? parseInput(endpoint.query, request.query)
          : undefined) as ParsedQuery<E>,
        body: (isSchema(endpoint.body)
          ? parseInput(endpoint.body, request.body ?? {})
          : request.body) as RouteContext<E, Guarded>["body"],
      };
      // After the input: a premium feature asked for with a bad input is told about the input.
      if (endpoint.access === "premium" && !isPremium((actor as UserActor).profile)) {
        throw new AppError("premium_required", { message: `${endpointName(endpoint)}` });
      }
      const result = await handler(context);
      if (answersNothing) return reply.code(204).send();
      return result;
    },
  });
}

function actorOf(
  access: Exclude<Access, "anyone">,
  request: FastifyRequest,
  reply: FastifyReply,
  newGuest: true | undefined,
): Promise<Actor> {
  // Read at request time: the identity is decorated after the first routes (health) register.
  const identity: Identity = request.server.identity;
  if (access === "profile") {
    return newGuest ? identity.profileOrNewGuest(request, reply) : identity.requireProfile(request);
  }
  if (access === "admin") return requireAdmin(identity, request);
  return identity.requireUser(request);
}

/** Signed in (401 otherwise) and holding the admin role (403: the account is known, not allowed). */
async function requireAdmin(identity: Identity, request: FastifyRequest): Promise<UserActor> {
  const actor = await identity.requireUser(request);
  if (actor.profile.adminSince === null) {
    throw new AppError("forbidden", { message: "the admin role is required" });
  }
  return actor;
}

/**
 * Outside production, each 2xx JSON answer must be what the endpoint's response schema describes
 * (as the client receives it, after JSON): a mismatch is a 500 and an error in the log, so that
 * tests fail on drift between the server and the contract.
 */
function answerCheck(endpoint: Endpoint, schema: $ZodType): preSerializationHookHandler {
  return (request, reply, payload, done) => {
    if (reply.statusCode < 200 || reply.statusCode >= 300) {
      done(null, payload);
      return;
    }
    const result = safeParse(schema, JSON.parse(JSON.stringify(payload)));
    if (result.success) {
      done(null, payload);
      return;
    }
    const issues = zodIssues(result.error);
    request.log.error(
      { endpoint: endpointName(endpoint), issues },
      "answer does not match its endpoint's response schema",
    );
    done(
      new AppError("internal", {
        message: `${endpointName(endpoint)} answered what its response schema does not describe`,
        issues,
      }),
    );
  };
}
