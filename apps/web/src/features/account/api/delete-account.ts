import { anyResponse, apiRequest } from "../../../lib/api-client";

/** `DELETE /api/profile`: the password when the account has one, and the typed DELETE. */
export const deleteAccount = (input: { password?: string }) =>
  apiRequest("/api/profile", {
    method: "DELETE",
    body: { ...input, confirm: "DELETE" },
    schema: anyResponse,
  });
