import {
  type SignupRequest,
  signUp as signUpEndpoint,
} from "@frontalier/shared/contracts/identity";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

/**
 * Spec §7 user-signup: always 202 "check-email", whether or not the address had an account.
 * Spec §8: rethrows, with the update fallback message.
 */
export const signUp = (input: SignupRequest) =>
  call(signUpEndpoint, { body: input }).catch(rethrowUpdateError);
