import { z } from "zod";
import { defineEndpoint } from "./endpoint.ts";

/** Limits of the contact form, shared by the server's schema and the form's checks. */
export const CONTACT_NAME_MAX_LENGTH = 80;
export const CONTACT_SUBJECT_MAX_LENGTH = 120;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;

// Names and subjects go into mail headers: no line breaks or other control characters.
const oneLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, "must be on one line");

/**
 * `POST /api/contact` (spec §7 "contact message"). `website` is a honeypot: hidden from people,
 * so a value there means a robot filled the form in.
 */
export const contactRequestSchema = z.object({
  name: oneLine(CONTACT_NAME_MAX_LENGTH).min(1, "must not be empty"),
  email: z
    .string()
    .trim()
    .max(254)
    .pipe(z.email({ error: "must be an e-mail address" }))
    .transform((value) => value.toLowerCase()),
  subject: oneLine(CONTACT_SUBJECT_MAX_LENGTH).default(""),
  message: z
    .string()
    .trim()
    .min(CONTACT_MESSAGE_MIN_LENGTH, `must be at least ${CONTACT_MESSAGE_MIN_LENGTH} characters`)
    .max(CONTACT_MESSAGE_MAX_LENGTH, `must be at most ${CONTACT_MESSAGE_MAX_LENGTH} characters`),
  website: z.string().max(500).optional(),
});
export type ContactRequest = z.input<typeof contactRequestSchema>;

/** The message is stored (and mailed to the team): 202, whatever the spam checks decided. */
export const contactResponseSchema = z.object({ status: z.literal("received") });

/** One question of `GET /api/get-faq-list-question`, in the request's language. */
export const faqEntrySchema = z.object({
  id: z.string(),
  category: z.string(),
  question: z.string(),
  answer: z.string(),
});
export type FaqEntry = z.infer<typeof faqEntrySchema>;

export const faqListResponseSchema = z.object({
  locale: z.string(),
  questions: z.array(faqEntrySchema),
});
export type FaqListResponse = z.infer<typeof faqListResponseSchema>;

/** Spec §7 contact message: stored, then mailed to the team; 202 whatever the spam checks said. */
export const sendContactMessage = defineEndpoint({
  method: "POST",
  path: "/api/contact",
  body: contactRequestSchema,
  response: contactResponseSchema,
  access: "anyone",
});

/** Spec §7: the FAQ in the request's language. */
export const listFaq = defineEndpoint({
  method: "GET",
  path: "/api/get-faq-list-question",
  response: faqListResponseSchema,
  access: "anyone",
});
