import { anyResponse, apiRequest } from "../../../lib/api-client";

/** `POST /api/profile/sign-out-others`: ends every session but this one. */
export const signOutOthers = () =>
  apiRequest("/api/profile/sign-out-others", { method: "POST", schema: anyResponse });
