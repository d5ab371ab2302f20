import { z } from "zod";

const name = z
  .string()
  .trim()
  .transform((value) => value.slice(0, 80));

// Some providers send email_verified as the string "true" (OpenID Connect Core §5.1 says boolean).
const flag = z.union([
  z.boolean(),
  z.enum(["true", "false"]).transform((value) => value === "true"),
]);

const email = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email())
  .transform((value) => value.toLowerCase());

/** The claims we read (OpenID Connect Core §5.1); a malformed optional claim counts as absent. */
const claimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: email.optional().catch(undefined),
  email_verified: flag.optional().catch(undefined),
  given_name: name.optional().catch(undefined),
  family_name: name.optional().catch(undefined),
  name: name.optional().catch(undefined),
});

export interface ProviderClaims {
  subject: string;
  /** Only an address the provider vouches for: an unverified one must not reach an account. */
  verifiedEmail: string | null;
  firstName: string;
  lastName: string;
}

/** The person the provider signed in, or null when it did not even say who (no `sub`). */
export function readProviderClaims(claims: unknown): ProviderClaims | null {
  const parsed = claimsSchema.safeParse(claims);
  if (!parsed.success) return null;
  const { sub, email, email_verified, given_name, family_name, name } = parsed.data;
  return {
    subject: sub,
    verifiedEmail: email && email_verified === true ? email : null,
    firstName: given_name || (family_name ? "" : (name ?? "")),
    lastName: family_name ?? "",
  };
}
