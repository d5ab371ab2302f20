import {
  type contactResponseSchema,
  sendContactMessage,
} from "@frontalier/shared/contracts/support";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import type { Identity } from "../../../identity/identity.ts";
import type { Mailer } from "../../../mail/mailer.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";
import { supportLimits } from "../../../rate-limit/support-limits.ts";
import { mailContactMessage, saveContactMessage } from "../../../support/contact-messages.ts";

const received: z.infer<typeof contactResponseSchema> = { status: "received" };

/** `POST /api/contact` (spec §7): the message is stored, then mailed to CONTACT_EMAIL. */
export async function contactRoutes(
  app: FastifyInstance,
  {
    identity,
    limiter,
    mailer,
    brandName,
    teamAddress,
  }: {
    identity: Identity;
    limiter: RateLimiter;
    mailer: Mailer;
    brandName: string;
    teamAddress: string;
  },
) {
  const { db } = identity;

  route(app, sendContactMessage, async ({ request, reply, body: { website, ...message } }) => {
    await limiter.limit(reply, [
      { rule: supportLimits.contactPerIp, key: request.ip },
      { rule: supportLimits.contactPerEmail, key: message.email },
    ]);
    // Accepted (202) whatever happens next: a failed mail to the team is logged, not answered.
    reply.code(202);
    // The honeypot was filled in: a robot, told what a person would be told, and nothing kept.
    if (website) return received;
    const saved = await saveContactMessage({ db, message, locale: requestLocale(request) });
    try {
      await mailContactMessage({
        db,
        mailer,
        teamAddress,
        brand: brandName,
        message: saved,
      });
    } catch (error) {
      // The message is stored (mailed_at stays null for the team to find): acknowledged, not lost.
      request.log.error(
        { err: error, contactMessage: saved.id },
        "contact mail to the team failed",
      );
    }
    return received;
  });
}
