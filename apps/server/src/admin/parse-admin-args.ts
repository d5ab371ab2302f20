import { UsageError } from "../cli/cli-errors.ts";

export const usage = `Usage: npm run admin -- grant EMAIL
       npm run admin -- revoke EMAIL
       npm run admin -- list

Gives or takes back the admin role of an account of the database the server uses (DATABASE_URL,
else PGlite in DATA_DIR). An admin opens /admin once signed in: feed imports, store-list
refreshes, jobs, contact messages and the retailer's circuit breakers. The account must exist
(sign up first). Granting the role twice, or revoking it from an account without it, changes
nothing.

Exit status: 0 when done (or nothing to change), 1 when no account has EMAIL, 2 on a usage error.`;

export type AdminCommand =
  | { kind: "help" }
  | { kind: "grant"; email: string }
  | { kind: "revoke"; email: string }
  | { kind: "list" };

const looksLikeEmail = /^[^\s@]+@[^\s@]+$/;

export function parseAdminArgs(argv: readonly string[]): AdminCommand {
  const [action, ...rest] = argv;
  if (action === undefined) throw new UsageError("say what to do: grant, revoke or list");
  if (action === "--help" || action === "-h" || action === "help") return { kind: "help" };
  if (action === "list") {
    if (rest.length > 0) throw new UsageError("list takes nothing more");
    return { kind: "list" };
  }
  if (action !== "grant" && action !== "revoke") {
    throw new UsageError(`"${action}" is not a command: grant, revoke or list`);
  }
  if (rest.length !== 1) {
    throw new UsageError(rest.length === 0 ? `${action} needs an EMAIL` : "give one EMAIL only");
  }
  const email = (rest[0] ?? "").trim().toLowerCase();
  if (!looksLikeEmail.test(email)) throw new UsageError(`"${rest[0]}" is not an e-mail address`);
  return { kind: action, email };
}
