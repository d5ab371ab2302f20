import type { LoginRequest } from "@frontalier/shared/contracts/identity";
import { signedInResponseSchema } from "@frontalier/shared/contracts/session";
import { apiRequest } from "../../../lib/api-client";

/** `POST /api/auth/login`: 401 invalid_credentials, 403 email_not_verified (a link was re-sent). */
export const signIn = (input: LoginRequest) =>
  apiRequest("/api/auth/login", { method: "POST", body: input, schema: signedInResponseSchema });
