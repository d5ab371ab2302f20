import {
  type NewsletterSubscribeResponse,
  type NewsletterUnsubscribeResponse,
  newsletterConfirmSchema,
  newsletterSubscribeSchema,
  newsletterUnsubscribeParamsSchema,
} from "@frontalier/shared/contracts/newsletter";
import type { FastifyInstance } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import type { Identity } from "../../../identity/identity.ts";
import { sendNewsletterMail } from "../../../newsletter/newsletter-mail.ts";
import { isPermanentRejection } from "../../../newsletter/permanent-rejection.ts";
import {
  confirmSubscription,
  markBounced,
  requestSubscription,
  unsubscribe,
} from "../../../newsletter/subscriptions.ts";
import { readUnsubscribeToken } from "../../../newsletter/unsubscribe-token.ts";
import { supportLimits } from "../../../rate-limit/support-limits.ts";

const checkEmail: NewsletterSubscribeResponse = { status: "check-email" };
const blocked: NewsletterSubscribeResponse = { status: "blocked" };

/** Newsletter (brief §4): double opt-in by e-mail, one-click unsubscribe, blocked addresses. */
export async function newsletterRoutes(app: FastifyInstance, { identity }: { identity: Identity }) {
  const { db } = identity;
  // RFC 8058: mail apps send `List-Unsubscribe=One-Click` as a form. The body says nothing the
  // token does not, so it is read as text and ignored (in this plugin's routes only).
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post("/api/newsletter/subscribe", async (request, reply) => {
    const input = parseInput(newsletterSubscribeSchema, request.body ?? {});
    await identity.limit(reply, [
      { rule: supportLimits.newsletterPerIp, key: request.ip },
      { rule: supportLimits.newsletterPerEmail, key: input.email },
    ]);
    // The honeypot was filled in: a robot, told what a person would be told.
    if (input.website) return reply.code(202).send(checkEmail);
    const locale = requestLocale(request);
    const result = await requestSubscription({ db, email: input.email, locale });
    if (result.kind === "blocked") return blocked;
    // Already subscribed: the same answer, so that it does not tell who reads the newsletter.
    if (result.kind === "already-subscribed") return reply.code(202).send(checkEmail);
    try {
      await sendNewsletterMail({
        identity,
        subscription: result.subscription,
        kind: "newsletterConfirm",
        locale,
        values: { link: identity.link(`/newsletter/success?token=${result.token}`) },
      });
    } catch (error) {
      if (!isPermanentRejection(error)) {
        throw new AppError("service_unavailable", {
          message: "confirmation mail failed",
          cause: error,
        });
      }
      request.log.info({ err: error }, "newsletter address refused by the mail server");
      await markBounced({ db, email: input.email });
      return blocked;
    }
    return reply.code(202).send(checkEmail);
  });

  app.post("/api/newsletter/confirm", async (request, reply) => {
    await identity.limit(reply, [{ rule: supportLimits.newsletterTokenPerIp, key: request.ip }]);
    const { token } = parseInput(newsletterConfirmSchema, request.body ?? {});
    await confirmSubscription({ db, token });
    return { status: "subscribed" as const };
  });

  // RFC 8058: mail apps POST here (no page, no Origin) when the reader presses "unsubscribe";
  // the link in the text opens /bocked-email, whose button posts here too.
  app.post(
    "/api/newsletter/unsubscribe/:token",
    // The token is its own proof: it names a subscription and is signed by the server.
    { config: { publicIds: true } },
    async (request, reply) => {
      await identity.limit(reply, [{ rule: supportLimits.newsletterTokenPerIp, key: request.ip }]);
      const { token } = parseInput(newsletterUnsubscribeParamsSchema, request.params);
      const id = readUnsubscribeToken(await identity.options.secret(), token);
      if (id === null)
        throw new AppError("invalid_token", { message: "bad unsubscribe signature" });
      const status = await unsubscribe({ db, id });
      return { status } satisfies NewsletterUnsubscribeResponse;
    },
  );
}
