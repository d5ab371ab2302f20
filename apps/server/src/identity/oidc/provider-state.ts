import { z } from "zod";
import { signValue, verifyValue } from "../signed-value.ts";
import type { KeyInput } from "../signing-keys.ts";

/** How long a sign-in with a provider may take, from the redirect to the callback. */
export const PROVIDER_STATE_TTL_MS = 10 * 60_000;

/** What the callback needs to check the provider's answer: kept by the browser, signed by us. */
const providerStateSchema = z.object({
  provider: z.string(),
  state: z.string(),
  nonce: z.string(),
  codeVerifier: z.string(),
  expiresAt: z.number(),
});

export type ProviderState = z.infer<typeof providerStateSchema>;

export const encodeProviderState = (keys: KeyInput, value: ProviderState): string =>
  signValue(keys, value);

/** The state of the sign-in under way, or null when missing, changed, or older than its TTL. */
export function decodeProviderState(
  keys: KeyInput,
  cookie: string | undefined,
  now = Date.now(),
): ProviderState | null {
  const parsed = providerStateSchema.safeParse(verifyValue(keys, cookie));
  if (!parsed.success || parsed.data.expiresAt <= now) return null;
  return parsed.data;
}
