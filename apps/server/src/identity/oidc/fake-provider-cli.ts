import { startFakeOidcProvider } from "./fake-provider.ts";

/**
 * `node --import tsx fake-provider-cli.ts PORT REDIRECT_URI [CLIENT_ID] [CLIENT_SECRET]`: the
 * fake OpenID Connect provider on loopback, for the browser tests and local development
 * (OIDC_PROVIDERS='[{"id":"fakeid","name":"Fake ID","issuer":"http://127.0.0.1:PORT",…}]').
 */
const [port = "4330", redirectUri, clientId = "frontalier", clientSecret] = process.argv.slice(2);
if (!redirectUri) {
  console.error("usage: fake-provider-cli.ts PORT REDIRECT_URI [CLIENT_ID] [CLIENT_SECRET]");
  process.exit(2);
}
const provider = await startFakeOidcProvider({
  port: Number(port),
  clientId,
  clientSecret,
  redirectUris: [redirectUri],
});
console.log(`fake OIDC provider at ${provider.issuer}`);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.once(signal, () => void provider.close().then(() => process.exit(0)));
}
