import { changePassword as changePasswordEndpoint } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";

/** The current password is needed when the account has one. The server signs out the other devices. */
export const changePassword = (input: { currentPassword?: string; newPassword: string }) =>
  call(changePasswordEndpoint, { body: input });
