import {
  contactRequestSchema,
  type contactResponseSchema,
} from "@frontalier/shared/contracts/support";
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import { parseInput } from "../../../http/parse-input.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import type { Identity } from "../../../identity/identity.ts";
import { supportLimits } from "../../../rate-limit/support-limits.ts";
import { mailContactMessage, saveContactMessage } from "../../../support/contact-messages.ts";

const received: z.infer<typeof contactResponseSchema> = { status: "received" };

/** `POST /api/contact` (spec §7): the message is stored, then mailed to CONTACT_EMAIL. */
export async function contactRoutes(
  app: FastifyInstance,
  { identity, teamAddress }: { identity: Identity; teamAddress: string },
) {
  const { db } = identity;

  app.post("/api/contact", async (request, reply) => {
    const { website, ...message } = parseInput(contactRequestSchema, request.body ?? {});
    await identity.limit(reply, [
      { rule: supportLimits.contactPerIp, key: request.ip },
      { rule: supportLimits.contactPerEmail, key: message.email },
    ]);
    // The honeypot was filled in: a robot, told what a person would be told, and nothing kept.
    if (website) return reply.code(202).send(received);
    const saved = await saveContactMessage({ db, message, locale: requestLocale(request) });
    try {
      await mailContactMessage({
        db,
        mailer: identity.options.mailer,
        teamAddress,
        brand: identity.options.brandName,
        message: saved,
      });
    } catch (error) {
      // The message is stored (mailed_at stays null for the team to find): acknowledged, not lost.
      request.log.error(
        { err: error, contactMessage: saved.id },
        "contact mail to the team failed",
      );
    }
    return reply.code(202).send(received);
  });
}
