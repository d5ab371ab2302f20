import { listFaq as listFaqEndpoint } from "@frontalier/shared/contracts/support";
import type { FastifyInstance } from "fastify";
import type { AppDb } from "../../../db/open-database.ts";
import { requestLocale } from "../../../http/request-locale.ts";
import { route } from "../../../http/route.ts";
import { listFaq } from "../../../support/faq.ts";

/** `GET /api/get-faq-list-question` (spec §7): the FAQ in the request's language. */
export async function faqRoutes(
  app: FastifyInstance,
  options: { db: AppDb; values: Record<string, string> },
) {
  route(app, listFaqEndpoint, async ({ request, reply }) => {
    const locale = requestLocale(request);
    reply.header("cache-control", "private, max-age=300");
    reply.header("content-language", locale);
    return {
      locale,
      questions: await listFaq({ db: options.db, locale, values: options.values }),
    };
  });
}
