import { checkEmailResponseSchema } from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/auth/password-reset`: 202 whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  apiRequest("/api/auth/password-reset", {
    method: "POST",
    body: { email },
    schema: checkEmailResponseSchema,
  });
