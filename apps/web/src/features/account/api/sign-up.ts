import {
  checkEmailResponseSchema,
  type SignupRequest,
} from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../../../lib/api-client";
import { rethrowUpdateError } from "./update-error";

/**
 * `POST /api/user-signup` (spec §7): always 202 "check-email", whether or not the address had an
 * account. Spec §8: rethrows, with the update fallback message.
 */
export const signUp = (input: SignupRequest) =>
  apiRequest("/api/user-signup", {
    method: "POST",
    body: input,
    schema: checkEmailResponseSchema,
  }).catch(rethrowUpdateError);
