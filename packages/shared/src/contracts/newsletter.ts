import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";
import { tokenSchema } from "./identity.ts";

export const NEWSLETTER_EMAIL_MAX_LENGTH = 254;

const email = z
  .string()
  .trim()
  .max(NEWSLETTER_EMAIL_MAX_LENGTH)
  .pipe(z.email({ error: "must be an e-mail address" }))
  .transform((value) => value.toLowerCase());

/**
 * `POST /api/newsletter/subscribe`. `website` is a honeypot: people never see it, so a value
 * there means a robot filled the form in.
 */
export const newsletterSubscribeSchema = z.object({
  email,
  website: z.string().max(500).optional(),
});
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribeSchema>;

/**
 * `check-email`: a confirmation link was sent (or nothing, for an address already subscribed:
 * the answer does not tell). `blocked`: the address bounced or asked never to be written to; the
 * page sends the visitor to /bocked-email.
 */
export const newsletterSubscribeResponseSchema = z.object({
  status: z.enum(["check-email", "blocked"]),
});
export type NewsletterSubscribeResponse = z.infer<typeof newsletterSubscribeResponseSchema>;

/** `POST /api/newsletter/confirm`: the token of the link mailed to the address. */
export const newsletterConfirmSchema = z.object({ token: tokenSchema });
export const newsletterConfirmResponseSchema = z.object({ status: z.literal("subscribed") });

/** The token of the unsubscribe link of every mail: `{id}.{signature}`, public by nature. */
export const unsubscribeTokenSchema = z
  .string()
  .trim()
  .regex(/^[1-9]\d{0,9}\.[A-Za-z0-9_-]{22,64}$/, "invalid link");
export const newsletterUnsubscribeParamsSchema = z.object({ token: unsubscribeTokenSchema });

/** `unsubscribed`: no more newsletter; `blocked`: the address never confirmed and gets no more mail at all. */
export const newsletterUnsubscribeResponseSchema = z.object({
  status: z.enum(["unsubscribed", "blocked"]),
});
export type NewsletterUnsubscribeResponse = z.infer<typeof newsletterUnsubscribeResponseSchema>;

/** Double opt-in: 202 check-email (also for an address already subscribed), 200 blocked. */
export const subscribeNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/newsletter/subscribe",
  body: newsletterSubscribeSchema,
  response: newsletterSubscribeResponseSchema,
  access: "anyone",
});

export const confirmNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/newsletter/confirm",
  body: newsletterConfirmSchema,
  response: newsletterConfirmResponseSchema,
  access: "anyone",
});

/**
 * RFC 8058: mail apps post here (a form, no page, no Origin) when the reader presses
 * "unsubscribe"; the token names a subscription and is signed by the server.
 */
export const unsubscribeNewsletter = defineEndpoint({
  method: "POST",
  path: "/api/newsletter/unsubscribe/:token",
  params: newsletterUnsubscribeParamsSchema,
  response: newsletterUnsubscribeResponseSchema,
  access: "anyone",
  publicIds: true,
});
