import { deleteProfile } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";

/** The password when the account has one, and the typed DELETE. */
export const deleteAccount = (input: { password?: string }) =>
  call(deleteProfile, { body: { ...input, confirm: "DELETE" } });
