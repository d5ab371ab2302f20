import { verifyEmail } from "@frontalier/shared/contracts/identity";
import type { SignedInResponse } from "@frontalier/shared/contracts/session";
import { call } from "../../../lib/api/call";

const attempts = new Map<string, Promise<SignedInResponse>>();

/**
 * A token works once, so each is posted once per page load even
 * when React runs an effect twice (StrictMode) or the page mounts again.
 */
export function verifyEmailOnce(token: string): Promise<SignedInResponse> {
  let attempt = attempts.get(token);
  if (!attempt) {
    attempt = call(verifyEmail, { body: { token } });
    attempts.set(token, attempt);
  }
  return attempt;
}
