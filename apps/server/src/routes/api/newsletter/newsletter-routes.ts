import {
  confirmNewsletter,
  type NewsletterSubscribeResponse,
  subscribeNewsletter,
  unsubscribeNewsletter,
} from "@frontalier/shared/contracts/newsletter";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError } from "../../../http/app-error.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import type { LinkTo } from "../../../links/links.ts";
import type { Mailer } from "../../../mail/mailer.ts";
import { sendNewsletterMail } from "../../../newsletter/newsletter-mail.ts";
import { isPermanentRejection } from "../../../newsletter/permanent-rejection.ts";
import {
  confirmSubscription,
  markBounced,
  requestSubscription,
  unsubscribe,
} from "../../../newsletter/subscriptions.ts";
import { readUnsubscribeToken } from "../../../newsletter/unsubscribe-token.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";
import { supportLimits } from "../../../rate-limit/support-limits.ts";

const checkEmail: NewsletterSubscribeResponse = { status: "check-email" };
const blocked: NewsletterSubscribeResponse = { status: "blocked" };
/** How long a subscription waits for the mail server's verdict on its confirmation mail. */
const NEWSLETTER_VERDICT_WAIT_MS = 3000;

/** Newsletter (brief §4): double opt-in by e-mail, one-click unsubscribe, blocked addresses. */
export async function newsletterRoutes(
  app: FastifyInstance,
  {
    identity,
    limiter,
    link,
    mailer,
    brandName,
  }: {
    identity: Identity;
    limiter: RateLimiter;
    link: LinkTo;
    mailer: Mailer;
    brandName: string;
  },
) {
  const { db } = identity;
  // RFC 8058: mail apps send `List-Unsubscribe=One-Click` as a form. The body says nothing the
  // token does not, so it is read as text and ignored (in this plugin's routes only).
  app.addContentTypeParser(
    ["application/x-www-form-urlencoded", "multipart/form-data"],
    { parseAs: "string", bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  route(app, subscribeNewsletter, async ({ request, reply, body: input }) => {
    await limiter.limit(reply, [
      { rule: supportLimits.newsletterPerIp, key: request.ip },
      { rule: supportLimits.newsletterPerEmail, key: input.email },
    ]);
    // The honeypot was filled in: a robot, told what a person would be told.
    if (input.website) {
      reply.code(202);
      return checkEmail;
    }
    const locale = requestLocale(request);
    const result = await requestSubscription({ db, email: input.email, locale });
    if (result.kind === "blocked") return blocked;
    // Already subscribed: the same answer, so that it does not tell who reads the newsletter.
    if (result.kind === "already-subscribed") {
      reply.code(202);
      return checkEmail;
    }
    try {
      await sendNewsletterMail({
        identity,
        link,
        mailer,
        brandName,
        subscription: result.subscription,
        kind: "newsletterConfirm",
        locale,
        values: { link: link(`/newsletter/success?token=${result.token}`) },
        // Spec: an address the mail server refuses leads to /bocked-email, so the request waits
        // (a little) for the server's verdict; a server slower than that is not waited for.
        verdict: {
          waitMs: NEWSLETTER_VERDICT_WAIT_MS,
          onRefusedLater: (error) => {
            request.log.info({ err: error }, "newsletter address refused by the mail server");
            void markBounced({ db, email: input.email }).catch(() => {});
          },
        },
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
    reply.code(202);
    return checkEmail;
  });

  /** Every attempt counts, a malformed token too: the limit comes before the input is read. */
  const limitTokens = {
    guard: async ({ request, reply }: { request: FastifyRequest; reply: FastifyReply }) =>
      limiter.limit(reply, [{ rule: supportLimits.newsletterTokenPerIp, key: request.ip }]),
  };

  route(app, confirmNewsletter, limitTokens, async ({ body: { token } }) => {
    await confirmSubscription({ db, token });
    return { status: "subscribed" as const };
  });

  // RFC 8058: mail apps POST here (no page, no Origin) when the reader presses "unsubscribe";
  // the link in the text opens /bocked-email, whose button posts here too.
  // The token is its own proof: it names a subscription and is signed by the server.
  route(app, unsubscribeNewsletter, limitTokens, async ({ params: { token } }) => {
    const id = readUnsubscribeToken(await identity.mailKeys(), token);
    if (id === null) throw new AppError("invalid_token", { message: "bad unsubscribe signature" });
    return { status: await unsubscribe({ db, id }) };
  });
}
