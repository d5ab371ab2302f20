import { type Config, ConfigError, loadConfig } from "../config/load-config.ts";
import { CliFailure, UsageError } from "./cli-errors.ts";

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

export interface CliDefinition<Command extends { kind: string }> {
  usage: string;
  /** Throws `UsageError` on a bad command line. */
  parse(argv: readonly string[]): Command;
  /** The work, with the configuration loaded; resolves with the exit status. */
  run(command: Exclude<Command, { kind: "help" }>, config: Config): Promise<number>;
  /** Errors of the work that are the user's to fix (printed without a stack, exit 1). */
  isFailure?(error: unknown): boolean;
}

/**
 * What every `npm run …` command of the server does around its work: usage errors (exit 2) and
 * `--help`, the directory the user typed the command in, the configuration (a bad one exits 1
 * naming every bad variable), and failures the user can act on (exit 1, message only).
 */
export function runCli<Command extends { kind: string }>(
  definition: CliDefinition<Command>,
  argv: readonly string[] = process.argv.slice(2),
): void {
  main(definition, argv).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = EXIT_FAILED;
    },
  );
}

async function main<Command extends { kind: string }>(
  definition: CliDefinition<Command>,
  argv: readonly string[],
): Promise<number> {
  let command: Command;
  try {
    command = definition.parse(argv);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(`${error.message}\n\n${definition.usage}`);
    return EXIT_USAGE;
  }
  if (command.kind === "help") {
    console.log(definition.usage);
    return EXIT_OK;
  }
  // `npm run` starts in the repository root; FILE and DATA_DIR are meant from where the command
  // was typed, which npm passes as INIT_CWD (as `npm start` does for the server).
  if (process.env.INIT_CWD) process.chdir(process.env.INIT_CWD);
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(error.message);
    return EXIT_FAILED;
  }
  try {
    return await definition.run(command as Exclude<Command, { kind: "help" }>, config);
  } catch (error) {
    if (!(error instanceof CliFailure || definition.isFailure?.(error))) throw error;
    console.error((error as Error).message);
    return EXIT_FAILED;
  }
}
