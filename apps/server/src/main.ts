import { buildApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./config/load-config.ts";
import { openDatabase } from "./db/open-database.ts";

function configOrExit(): Config {
  try {
    return loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}

async function main() {
  // `npm start` runs this from apps/server; relative paths (DATA_DIR=./data) are meant from where
  // the user typed the command, which npm passes as INIT_CWD.
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  const config = configOrExit();
  const database = await openDatabase(config);
  await database.migrate();
  const app = await buildApp(config, { database });

  let stopping = false;
  const stop = async (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    await app.close();
    await database.close();
    process.exit(0);
  };
  process.on("SIGTERM", stop);
  process.on("SIGINT", stop);

  const address = await app.listen({ host: config.host, port: config.port });
  app.log.info(
    { url: config.publicUrl ?? address, database: database.kind },
    `${config.brandName} ready`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
