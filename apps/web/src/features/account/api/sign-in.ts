import { type LoginRequest, logIn } from "@frontalier/shared/contracts/identity";
import { call } from "../../../lib/api/call";

/** 401 invalid_credentials, 403 email_not_verified (a link was re-sent). */
export const signIn = (input: LoginRequest) => call(logIn, { body: input });
