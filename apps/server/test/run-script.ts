import { spawn } from "node:child_process";
import { join } from "node:path";

/** Where `npm run` starts the commands. */
export const repoRoot = join(import.meta.dirname, "../../..");

export interface ScriptRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * A TypeScript entry point run as `npm run` would (node with tsx, from the repository root) in
 * a clean environment: PATH and HOME, then `env`. Resolves with its exit status and output.
 */
export const runScript = (script: string, args: readonly string[], env: Record<string, string>) =>
  runCommand(process.execPath, ["--import", "tsx", script, ...args], { cwd: repoRoot, env });

/** Any command in a clean environment (PATH and HOME, then `env`), from `cwd`. */
export const runCommand = (
  command: string,
  args: readonly string[],
  options: { cwd: string; env: Record<string, string> },
): Promise<ScriptRun> =>
  new Promise((resolve, reject) => {
    const { env } = options;
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? "", HOME: process.env.HOME ?? "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on("data", (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    child.on("error", reject);
    child.on("exit", (code) => resolve({ code, stdout, stderr }));
  });
