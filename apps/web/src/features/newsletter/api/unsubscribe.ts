import { newsletterUnsubscribeResponseSchema } from "@frontalier/shared/contracts/newsletter";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/newsletter/unsubscribe/{token}`: the link at the foot of every mail. */
export const unsubscribe = (token: string) =>
  apiRequest(`/api/newsletter/unsubscribe/${encodeURIComponent(token)}`, {
    method: "POST",
    schema: newsletterUnsubscribeResponseSchema,
  });
