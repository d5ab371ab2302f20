import { confirmPasswordReset as confirmPasswordResetEndpoint } from "@frontalier/shared/contracts/identity";
import { call } from "../../../lib/api/call";

/** Sets the password and signs in. */
export const confirmPasswordReset = (input: { token: string; password: string }) =>
  call(confirmPasswordResetEndpoint, { body: input });
