import { type ChildProcess, spawn } from "node:child_process";
import { join } from "node:path";
import { buildServer } from "../../../../scripts/build-server.ts";

const serverDir = join(import.meta.dirname, "../..");

/** One line of the server's pino log. */
export interface LogLine {
  msg?: string;
  [field: string]: unknown;
}

export interface ServerProcess {
  name: string;
  /** http://127.0.0.1:PORT, the instance itself (not the proxy). */
  url: string;
  /** `127.0.0.1:PORT`, as nginx names it in `$upstream_addr`. */
  address: string;
  pid: number;
  /** Every JSON log line so far. */
  logs(): LogLine[];
  /** stdout and stderr as written, for failure messages. */
  output(): string;
  exited(): boolean;
  /** `kill -9`: no shutdown hook runs, connections are cut as a crash would. */
  crash(): Promise<void>;
  /** SIGTERM (the server's own shutdown), then SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<void>;
}

const exitOf = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once("exit", () => resolve());
  });

/** Every process started here and not yet gone, so that a crashed test run leaves none behind. */
const running = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of running) child.kill("SIGKILL");
});

/** Compiles the server (only what changed since the last build): what the instances run. */
export const compileServer = () => buildServer();

/**
 * `node dist/main.js`, the compiled server, as a deployment runs it (decision 032; compile it
 * first with compileServer), with only the given environment (and PATH). Resolves once it listens; the port comes from Fastify's "Server listening at" line,
 * since with PUBLIC_URL set the server's own "ready" line names the proxy, not the instance.
 */
export async function startServerProcess(
  name: string,
  env: Record<string, string>,
  timeoutMs = 30_000,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, ["--enable-source-maps", "dist/main.js"], {
    cwd: serverDir,
    // No drain wait on SIGTERM unless a test asks for one: stop() gives 5 s before SIGKILL.
    env: { PATH: process.env.PATH ?? "", SHUTDOWN_DRAIN_MS: "0", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  running.add(child);
  child.once("exit", () => running.delete(child));
  let text = "";
  let pending = "";
  const lines: LogLine[] = [];
  const onData = (chunk: Buffer) => {
    const piece = chunk.toString();
    text += piece;
    pending += piece;
    const parts = pending.split("\n");
    pending = parts.pop() ?? "";
    for (const part of parts) {
      if (!part.startsWith("{")) continue;
      try {
        lines.push(JSON.parse(part) as LogLine);
      } catch {
        // A line that is not JSON (a stack trace) stays in the text only.
      }
    }
  };
  child.stdout?.on("data", onData);
  child.stderr?.on("data", onData);
  const stop = async (graceMs = 5_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), graceMs);
    await exitOf(child);
    clearTimeout(timer);
  };

  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      cleanUp();
      reject(new Error(`${name} did not listen within ${timeoutMs} ms:\n${text.slice(-4000)}`));
    }, timeoutMs);
    const check = () => {
      const listening = lines.find((line) => line.msg?.startsWith("Server listening at "));
      if (!listening?.msg) return;
      cleanUp();
      resolve(listening.msg.slice("Server listening at ".length));
    };
    const exited = (code: number | null) => {
      cleanUp();
      reject(new Error(`${name} exited (${code}) before listening:\n${text.slice(-4000)}`));
    };
    const cleanUp = () => {
      clearTimeout(timer);
      child.stdout?.off("data", check);
      child.off("exit", exited);
    };
    child.stdout?.on("data", check);
    child.once("exit", exited);
  }).catch(async (error: unknown) => {
    await stop(1_000);
    throw error;
  });

  return {
    name,
    url,
    address: new URL(url).host,
    pid: child.pid ?? 0,
    logs: () => lines,
    output: () => text,
    exited: () => child.exitCode !== null || child.signalCode !== null,
    async crash() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill("SIGKILL");
      await exitOf(child);
    },
    stop,
  };
}
