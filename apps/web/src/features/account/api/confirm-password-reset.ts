import { signedInResponseSchema } from "@frontalier/shared/contracts/session";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/auth/password-reset/confirm`: sets the password and signs in. */
export const confirmPasswordReset = (input: { token: string; password: string }) =>
  apiRequest("/api/auth/password-reset/confirm", {
    method: "POST",
    body: input,
    schema: signedInResponseSchema,
  });
