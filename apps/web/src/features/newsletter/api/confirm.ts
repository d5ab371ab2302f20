import { newsletterConfirmResponseSchema } from "@frontalier/shared/contracts/newsletter";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/newsletter/confirm`: the token of the mailed link; the consent is recorded. */
export const confirmSubscription = (token: string) =>
  apiRequest("/api/newsletter/confirm", {
    method: "POST",
    body: { token },
    schema: newsletterConfirmResponseSchema,
  });
