import { type Config, envSchema, envVariables } from "./env-schema.ts";

export type { Config } from "./env-schema.ts";

export interface ConfigIssue {
  variable: string;
  message: string;
}

export class ConfigError extends Error {
  override name = "ConfigError";

  constructor(readonly issues: readonly ConfigIssue[]) {
    super(
      [
        "Invalid environment variables (fix them and start again):",
        ...issues.map((issue) => `  - ${issue.variable}: ${issue.message}`),
      ].join("\n"),
    );
  }
}

/**
 * Parses the environment once, at start-up. Values are never echoed back in the error, since some
 * (DATABASE_URL, REDIS_URL) carry passwords.
 */
export function loadConfig(env: Record<string, string | undefined>): Config {
  const known: Record<string, string> = {};
  for (const name of envVariables) {
    const value = env[name];
    // `FOO=` in a .env file means "not set", not "set to nothing".
    if (value !== undefined && value.trim() !== "") known[name] = value;
  }
  const result = envSchema.safeParse(known);
  if (result.success) return result.data;
  const byVariable = new Map<string, string[]>();
  for (const issue of result.error.issues) {
    const variable = String(issue.path[0] ?? "environment");
    byVariable.set(variable, [...(byVariable.get(variable) ?? []), issue.message]);
  }
  throw new ConfigError(
    [...byVariable].map(([variable, messages]) => ({ variable, message: messages.join("; ") })),
  );
}
