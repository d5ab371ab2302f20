import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type RequestListener } from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/** The claims of a person the fake provider knows, keyed by the login typed on its sign-in form. */
export interface FakePerson {
  email?: string;
  email_verified?: boolean;
  given_name?: string;
  family_name?: string;
}

export interface FakeOidcProviderOptions {
  /** 0 (default): any free port. */
  port?: number;
  clientId: string;
  /** With a secret the client authenticates with HTTP Basic; without, it is a public client. */
  clientSecret?: string;
  redirectUris: string[];
  /** Logins not listed sign in as `{login}@example.test`, verified. */
  people?: Record<string, FakePerson>;
}

export interface FakeOidcProvider {
  issuer: string;
  close(): Promise<void>;
}

/**
 * A real OpenID Connect provider on loopback (node-oidc-provider with its development sign-in
 * and consent pages: any login, any password), for tests and local development.
 */
export async function startFakeOidcProvider(
  options: FakeOidcProviderOptions,
): Promise<FakeOidcProvider> {
  let handle: RequestListener = (_request, response) => response.writeHead(503).end();
  const server = createServer((request, response) => handle(request, response));
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  const issuer = `http://127.0.0.1:${port}`;
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: options.clientId,
        ...(options.clientSecret
          ? {
              client_secret: options.clientSecret,
              token_endpoint_auth_method: "client_secret_basic",
            }
          : { token_endpoint_auth_method: "none" }),
        redirect_uris: options.redirectUris,
        response_types: ["code"],
        grant_types: ["authorization_code"],
      },
    ],
    findAccount: (_context, login) => {
      const person = options.people?.[login] ?? {
        email: `${login}@example.test`,
        email_verified: true,
        given_name: login,
      };
      return { accountId: login, claims: () => ({ sub: login, ...person }) };
    },
    claims: {
      openid: ["sub"],
      email: ["email", "email_verified"],
      profile: ["given_name", "family_name", "name"],
    },
    features: { devInteractions: { enabled: true } },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    cookies: { keys: [randomBytes(16).toString("hex")] },
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "fake", use: "sig" }] },
  });
  handle = provider.callback();
  return {
    issuer,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
