import { EXIT_OK, runCli } from "../cli/run-cli.ts";
import type { Config } from "../config/load-config.ts";
import { openDatabase } from "../db/open-database.ts";
import { grantAdmin, listAdmins, revokeAdmin, UnknownAccountError } from "./admin-role.ts";
import { type AdminCommand, parseAdminArgs, usage } from "./parse-admin-args.ts";

runCli<AdminCommand>({
  usage,
  parse: parseAdminArgs,
  isFailure: (error) => error instanceof UnknownAccountError,
  run: adminCommand,
});

async function adminCommand(
  command: Exclude<AdminCommand, { kind: "help" }>,
  config: Config,
): Promise<number> {
  const database = await openDatabase(config);
  try {
    await database.migrate();
    if (command.kind === "list") {
      const admins = await listAdmins(database.db);
      if (admins.length === 0) console.log("No account has the admin role.");
      for (const admin of admins) {
        console.log(`${admin.email}\tadmin since ${admin.adminSince.toISOString()}`);
      }
      return EXIT_OK;
    }
    if (command.kind === "grant") {
      const { email, changed } = await grantAdmin(database.db, command.email);
      console.log(changed ? `${email} is now an admin.` : `${email} was already an admin.`);
      return EXIT_OK;
    }
    const { email, changed } = await revokeAdmin(database.db, command.email);
    console.log(changed ? `${email} is no longer an admin.` : `${email} was not an admin.`);
    return EXIT_OK;
  } finally {
    await database.close();
  }
}
