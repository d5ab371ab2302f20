import * as client from "openid-client";
import { AppError } from "../../http/app-error.ts";
import type { OidcClients } from "./oidc-clients.ts";
import { type ProviderClaims, readProviderClaims } from "./provider-claims.ts";
import { PROVIDER_STATE_TTL_MS, type ProviderState } from "./provider-state.ts";

const SCOPE = "openid email profile";

/** Authorization-response errors that mean the person said no (RFC 6749 §4.1.2.1, OIDC Core §3.1.2.6). */
const refusals = new Set([
  "access_denied",
  "consent_required",
  "login_required",
  "interaction_required",
  "account_selection_required",
]);

/**
 * The provider's authorization URL (authorization code flow with PKCE, state and nonce), and
 * the state the callback will need to check its answer.
 */
export async function startProviderSignIn(
  clients: OidcClients,
  options: { provider: string; redirectUri: string },
): Promise<{ url: URL; state: ProviderState }> {
  const configuration = await clients.configuration(options.provider);
  const state: ProviderState = {
    provider: options.provider,
    state: client.randomState(),
    nonce: client.randomNonce(),
    codeVerifier: client.randomPKCECodeVerifier(),
    expiresAt: Date.now() + PROVIDER_STATE_TTL_MS,
  };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: options.redirectUri,
    scope: SCOPE,
    state: state.state,
    nonce: state.nonce,
    code_challenge: await client.calculatePKCECodeChallenge(state.codeVerifier),
    code_challenge_method: "S256",
  });
  return { url, state };
}

/**
 * Checks the provider's answer (`search`, the query string it sent to the callback) against the
 * state of the sign-in under way, exchanges the code and reads who signed in. Nothing is signed
 * in when the answer is an error, whatever its state.
 */
export async function completeProviderSignIn(
  clients: OidcClients,
  options: { search: string; state: ProviderState | null; redirectUri: string },
): Promise<{ provider: string; claims: ProviderClaims }> {
  const params = new URLSearchParams(options.search);
  const error = params.get("error");
  if (error !== null) {
    throw new AppError(refusals.has(error) ? "auth_provider_denied" : "auth_provider_failed", {
      message: `provider answered ${error.slice(0, 64)}`,
    });
  }
  const { state } = options;
  if (!state || params.get("state") !== state.state || !clients.has(state.provider)) {
    throw new AppError("auth_state_invalid", { message: "no matching sign-in under way" });
  }
  const configuration = await clients.configuration(state.provider);
  const currentUrl = new URL(options.redirectUri);
  currentUrl.search = params.toString();
  try {
    const tokens = await client.authorizationCodeGrant(configuration, currentUrl, {
      pkceCodeVerifier: state.codeVerifier,
      expectedState: state.state,
      expectedNonce: state.nonce,
      idTokenExpected: true,
    });
    const idClaims = tokens.claims();
    if (!idClaims) throw new AppError("auth_provider_failed", { message: "no ID token" });
    let claims = readProviderClaims(idClaims);
    // Providers that follow OIDC Core §5.4 to the letter put the scope's claims in UserInfo only.
    const userinfo = configuration.serverMetadata().userinfo_endpoint;
    if (claims && userinfo && (!claims.verifiedEmail || !claims.firstName)) {
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      claims = readProviderClaims({ ...idClaims, ...info });
    }
    if (!claims) throw new AppError("auth_provider_failed", { message: "no subject" });
    return { provider: state.provider, claims };
  } catch (thrown) {
    throw providerError(thrown);
  }
}

/** The provider could not be reached (503), or its answer could not be used (400). */
function providerError(thrown: unknown): unknown {
  if (thrown instanceof AppError) return thrown;
  const unreachable =
    thrown instanceof TypeError ||
    (thrown instanceof Error && (thrown.name === "TimeoutError" || thrown.name === "AbortError"));
  if (unreachable) {
    return new AppError("service_unavailable", { message: "provider unreachable", cause: thrown });
  }
  if (
    thrown instanceof client.ClientError ||
    thrown instanceof client.ResponseBodyError ||
    thrown instanceof client.AuthorizationResponseError ||
    thrown instanceof client.WWWAuthenticateChallengeError
  ) {
    const code = "code" in thrown ? thrown.code : undefined;
    return new AppError("auth_provider_failed", {
      message: `provider answer refused: ${thrown.message}${code ? ` (${code})` : ""}`,
      cause: thrown,
    });
  }
  return thrown;
}
