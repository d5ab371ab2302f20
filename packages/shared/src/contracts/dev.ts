import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** A mail the app sent, or would have sent without a mail server. */
export const outboxMailSchema = z.object({
  from: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  headers: z.record(z.string(), z.string()).optional(),
  sentAt: z.string(),
});

export const outboxResponseSchema = z.object({ mails: z.array(outboxMailSchema) });
export type OutboxResponse = z.infer<typeof outboxResponseSchema>;

/**
 * Development only, and only to this machine (anyone else: 404, as if it did not exist): the
 * mails, newest first, so that sign-up and password reset work without a mail server.
 */
export const readDevOutbox = defineEndpoint({
  method: "GET",
  path: "/api/dev/outbox",
  response: outboxResponseSchema,
  access: "anyone",
});
