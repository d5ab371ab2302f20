import { unsubscribeNewsletter } from "@frontalier/shared/contracts/newsletter";
import { call } from "../../../lib/api/call";

/** The link at the foot of every mail. */
export const unsubscribe = (token: string) => call(unsubscribeNewsletter, { params: { token } });
