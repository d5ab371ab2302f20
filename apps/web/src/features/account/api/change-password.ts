import { anyResponse, apiRequest } from "../../../lib/api-client";

/**
 * `POST /api/profile/password`: the current password is needed when the account has one. The
 * server signs out the other devices.
 */
export const changePassword = (input: { currentPassword?: string; newPassword: string }) =>
  apiRequest("/api/profile/password", { method: "POST", body: input, schema: anyResponse });
