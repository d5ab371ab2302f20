import { sessionUserSchema } from "@frontalier/shared/contracts/session";
import { z } from "zod";

/** What the calls that sign in answer: `{ user }`, the session's user (server `signedIn`). */
export const signedInResponseSchema = z.object({ user: sessionUserSchema });
export type SignedInResponse = z.infer<typeof signedInResponseSchema>;
