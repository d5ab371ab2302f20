import {
  type AuthProvider,
  authProvidersResponseSchema,
} from "@frontalier/shared/contracts/identity";
import { apiRequest } from "../api-client";

let providers: Promise<AuthProvider[]> | undefined;

/** `GET /api/auth/providers`: the OpenID Connect providers offered, asked once per page load. */
export function getAuthProviders(): Promise<AuthProvider[]> {
  providers ??= apiRequest("/api/auth/providers", { schema: authProvidersResponseSchema }).then(
    (response) => response.providers,
    (error: unknown) => {
      providers = undefined;
      throw error;
    },
  );
  return providers;
}
