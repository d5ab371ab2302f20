import {
  type NewsletterSubscribeRequest,
  newsletterSubscribeResponseSchema,
} from "@frontalier/shared/contracts/newsletter";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/newsletter/subscribe`: "check-email", or "blocked" for an address we cannot write to. */
export const subscribe = (input: NewsletterSubscribeRequest) =>
  apiRequest("/api/newsletter/subscribe", {
    method: "POST",
    body: input,
    schema: newsletterSubscribeResponseSchema,
  });
