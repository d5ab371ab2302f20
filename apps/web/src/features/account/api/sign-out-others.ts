import { signOutOtherDevices } from "@frontalier/shared/contracts/profile";
import { call } from "../../../lib/api/call";

/** Ends every session but this one. */
export const signOutOthers = () => call(signOutOtherDevices);
