import {
  type SignedInResponse,
  signedInResponseSchema,
} from "@frontalier/shared/contracts/session";
import { apiRequest } from "../../../lib/api-client";

const attempts = new Map<string, Promise<SignedInResponse>>();

/**
 * `POST /api/auth/verify-email`: a token works once, so each is posted once per page load even
 * when React runs an effect twice (StrictMode) or the page mounts again.
 */
export function verifyEmailOnce(token: string): Promise<SignedInResponse> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = apiRequest("/api/auth/verify-email", {
      method: "POST",
      body: { token },
      schema: signedInResponseSchema,
    });
    attempts.set(token, attempt);
  }
  return attempt;
}
