import * as client from "openid-client";
import type { OidcProviderConfig } from "../../config/env-schema.ts";
import { AppError } from "../../http/app-error.ts";

/** Discovery is read again after this long, so that a provider's new endpoints are picked up. */
const DISCOVERY_TTL_MS = 24 * 3_600_000;
/** Seconds a request to a provider may take (openid-client's default is 30). */
const PROVIDER_TIMEOUT_S = 10;

const loopbackHosts = new Set(["localhost", "127.0.0.1", "[::1]"]);

interface Cached {
  configuration: Promise<client.Configuration>;
  loadedAt: number;
}

/**
 * The configured OpenID Connect providers and their discovered metadata, one discovery per
 * provider shared by every sign-in (a failed one is retried by the next sign-in).
 */
export class OidcClients {
  private readonly byId: Map<string, OidcProviderConfig>;
  private readonly cache = new Map<string, Cached>();

  constructor(providers: readonly OidcProviderConfig[]) {
    this.byId = new Map(providers.map((provider) => [provider.id, provider]));
  }

  list(): { id: string; name: string }[] {
    return [...this.byId.values()].map(({ id, name }) => ({ id, name }));
  }

  has(id: string): boolean {
    return this.byId.has(id);
  }

  /** The provider's client configuration; 404 for an id that is not configured. */
  configuration(id: string): Promise<client.Configuration> {
    const provider = this.byId.get(id);
    if (!provider) throw new AppError("not_found", { message: `no OIDC provider ${id}` });
    const cached = this.cache.get(id);
    if (cached && Date.now() - cached.loadedAt < DISCOVERY_TTL_MS) return cached.configuration;
    const configuration = discover(provider).catch((error: unknown) => {
      this.cache.delete(id);
      throw new AppError("service_unavailable", {
        message: `discovery of ${provider.issuer} failed`,
        cause: error,
      });
    });
    this.cache.set(id, { configuration, loadedAt: Date.now() });
    return configuration;
  }
}

async function discover(provider: OidcProviderConfig): Promise<client.Configuration> {
  const issuer = new URL(provider.issuer);
  // Plain http only for a provider on this machine (the tests' and local development's fake).
  const insecure = issuer.protocol === "http:" && loopbackHosts.has(issuer.hostname);
  const configuration = await client.discovery(
    issuer,
    provider.clientId,
    undefined,
    clientAuthentication(provider),
    { timeout: PROVIDER_TIMEOUT_S, execute: insecure ? [client.allowInsecureRequests] : [] },
  );
  return configuration;
}

/** A confidential client authenticates with HTTP Basic (the OIDC default); a public one with PKCE only. */
const clientAuthentication = (provider: OidcProviderConfig): client.ClientAuth =>
  provider.clientSecret ? client.ClientSecretBasic(provider.clientSecret) : client.None();
