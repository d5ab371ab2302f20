import { type AuthProvider, listAuthProviders } from "@frontalier/shared/contracts/identity";
import { call } from "../api/call";

let providers: Promise<AuthProvider[]> | undefined;

/** `GET /api/auth/providers`: the OpenID Connect providers offered, asked once per page load. */
export function getAuthProviders(): Promise<AuthProvider[]> {
  providers ??= call(listAuthProviders).then(
    (response) => response.providers,
    (error: unknown) => {
      providers = undefined;
      throw error;
    },
  );
  return providers;
}
