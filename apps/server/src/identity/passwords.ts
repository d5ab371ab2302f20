import { hash, verify } from "@node-rs/argon2";
import { isCommonPassword } from "./common-passwords.ts";

/** argon2id with OWASP's first recommended setting (19 MiB, 2 passes, 1 lane). */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string): Promise<string> => hash(password, options);

// Verifying against this when the address is unknown makes a failed sign-in take as long either way.
let decoy: Promise<string> | undefined;

export async function verifyPassword(stored: string | null, password: string): Promise<boolean> {
  if (!stored) {
    decoy ??= hashPassword("decoy password that matches nothing");
    await verify(await decoy, password).catch(() => false);
    return false;
  }
  return verify(stored, password).catch(() => false);
}

export type PasswordProblem = "common" | "personal";

/**
 * Length is the schema's job; this refuses what attackers try first: the most common passwords
 * (and their simple variations) and the shopper's own address or name.
 */
export function passwordProblem(
  password: string,
  personal: readonly string[] = [],
): PasswordProblem | null {
  if (isCommonPassword(password)) return "common";
  const lower = password.toLowerCase();
  for (const word of personal) {
    const part = word.toLowerCase().split("@")[0] ?? "";
    if (part.length >= 4 && lower.includes(part)) return "personal";
  }
  return null;
}
