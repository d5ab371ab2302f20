import {
  type AuthProvider,
  completeProviderSignIn as completeProviderSignInEndpoint,
  listAuthProviders,
  startProviderSignIn as startProviderSignInEndpoint,
} from "@frontalier/shared/contracts/identity";
import type { FastifyInstance } from "fastify";
import type { OidcProviderConfig } from "../../../config/env-schema.ts";
import { route } from "../../../http/route.ts";
import { PROVIDER_STATE_COOKIE, sessionCookieOptions } from "../../../identity/cookies.ts";
import type { Identity } from "../../../identity/identity.ts";
import { OidcClients } from "../../../identity/oidc/oidc-clients.ts";
import { findOrCreateProviderAccount } from "../../../identity/oidc/provider-account.ts";
import {
  completeProviderSignIn,
  startProviderSignIn,
} from "../../../identity/oidc/provider-sign-in.ts";
import {
  decodeProviderState,
  encodeProviderState,
  PROVIDER_STATE_TTL_MS,
} from "../../../identity/oidc/provider-state.ts";
import { photoUrl, presentUser } from "../../../identity/present.ts";
import type { LinkTo } from "../../../links/links.ts";
import { authLimits } from "../../../rate-limit/auth-limits.ts";
import type { RateLimiter } from "../../../rate-limit/rate-limiter.ts";

/** The web app's page that receives the provider's answer and posts it to the callback below. */
const CALLBACK_PATH = "/auth/callback";

/**
 * Sign-in with OpenID Connect providers (spec §4 sign-in popup): the list offered, the redirect
 * to a provider, and the callback that signs the person in (and moves the guest's baskets).
 */
export async function oidcRoutes(
  app: FastifyInstance,
  {
    identity,
    limiter,
    link,
    providers,
  }: {
    identity: Identity;
    limiter: RateLimiter;
    link: LinkTo;
    providers: readonly OidcProviderConfig[];
  },
) {
  const { db } = identity;
  const clients = new OidcClients(providers);
  const redirectUri = link(CALLBACK_PATH);

  route(app, listAuthProviders, async () => ({
    providers: clients.list() satisfies AuthProvider[],
  }));

  route(app, startProviderSignInEndpoint, async ({ request, reply, params: { provider } }) => {
    const started = await startProviderSignIn(clients, { provider, redirectUri }).catch(
      (error: unknown) => {
        if (!clients.has(provider)) throw error;
        request.log.warn({ err: error, provider }, "OIDC provider unavailable");
        return null;
      },
    );
    reply.header("cache-control", "no-store");
    if (!started) {
      // This is a page in the sign-in popup: the callback page tells the shopper and closes it.
      return reply.redirect(`${CALLBACK_PATH}?error=temporarily_unavailable`, 302);
    }
    reply.setCookie(
      PROVIDER_STATE_COOKIE,
      encodeProviderState(await identity.secret(), started.state),
      sessionCookieOptions(identity.cookiePolicy, PROVIDER_STATE_TTL_MS),
    );
    return reply.redirect(started.url.href, 302);
  });

  route(app, completeProviderSignInEndpoint, async ({ request, reply, body: { search } }) => {
    await limiter.limit(reply, [{ rule: authLimits.loginPerIp, key: request.ip }]);
    const state = decodeProviderState(
      await identity.secret(),
      request.cookies[PROVIDER_STATE_COOKIE],
    );
    // A state serves once, whatever the answer.
    identity.clearCookies(reply, [PROVIDER_STATE_COOKIE]);
    const { provider, claims } = await completeProviderSignIn(clients, {
      search,
      state,
      redirectUri,
    });
    const account = await findOrCreateProviderAccount(db, { provider, claims });
    await identity.signIn(request, reply, account.id);
    reply.header("cache-control", "no-store");
    return { user: presentUser(account, await photoUrl(db, account.id)) };
  });
}
