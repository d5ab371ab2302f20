import { signUp as signUpEndpoint } from "@frontalier/shared/contracts/identity";
import { call } from "../../../lib/api/call";
import { rethrowUpdateError } from "./update-error";

export interface SignUpInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  /** The guest's choices, which follow them into the account. */
  countryLanguage?: string | undefined;
  homeCountry?: string | undefined;
}

/**
 * Spec §7 user-signup: always 202 "check-email", whether or not the address had an account.
 * Spec §8: rethrows, with the update fallback message.
 */
export const signUp = (input: SignUpInput) =>
  call(signUpEndpoint, {
    body: {
      email: input.email,
      password: input.password,
      sPrenom: input.firstName,
      sNom: input.lastName,
      sPaysLangue: input.countryLanguage,
      sPaysFav: input.homeCountry,
    },
  }).catch(rethrowUpdateError);
