import { readDevOutbox } from "@frontalier/shared/contracts/dev";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { route } from "../../../http/route.ts";
import type { Mailer } from "../../../mail/mailer.ts";

const loopback = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Headers that a proxy (or a CDN) adds to say whom it forwards for. Behind a proxy on this
 * machine the socket is loopback for every visitor, so any of them means "not this machine".
 */
const PROXY_HEADERS = [
  "forwarded",
  "x-forwarded-for",
  "x-forwarded-host",
  "x-forwarded-proto",
  "x-forwarded-port",
  "x-forwarded-prefix",
  "x-forwarded-server",
  "x-real-ip",
  "x-client-ip",
  "true-client-ip",
  "cf-connecting-ip",
  "via",
] as const;

export interface DevOutboxOptions {
  mailer: Mailer;
  /** TRUST_PROXY is set: a proxy is in front, which may add none of the headers above. */
  behindProxy: boolean;
}

/** Only a request made on this machine itself, straight to the socket, may read the outbox. */
export function isFromThisMachine(request: FastifyRequest, behindProxy: boolean): boolean {
  if (behindProxy || !loopback.has(request.socket.remoteAddress ?? "")) return false;
  return PROXY_HEADERS.every((name) => request.headers[name] === undefined);
}

/**
 * Development only (not production), and only to this machine: the mails the app sent or would
 * have sent (a copy of those that went out by SMTP), newest first, so that sign-up and password
 * reset can be tried without a mail server. Anyone else gets a 404, as if the route did not
 * exist: the mails are everyone's (password reset links among them).
 */
export async function devOutboxRoute(app: FastifyInstance, options: DevOutboxOptions) {
  route(app, readDevOutbox, async ({ request, reply }) => {
    if (!isFromThisMachine(request, options.behindProxy)) {
      throw new AppError("not_found", { message: "the outbox is only shown to this machine" });
    }
    reply.header("cache-control", "no-store");
    return { mails: [...options.mailer.outbox()].reverse() };
  });
}
