import { requestPasswordReset as requestPasswordResetEndpoint } from "@frontalier/shared/contracts/identity";
import { call } from "../../../lib/api/call";

/** 202 whether or not the address has an account. */
export const requestPasswordReset = (email: string) =>
  call(requestPasswordResetEndpoint, { body: { email } });
