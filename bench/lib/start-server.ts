import { type ChildProcess, spawn } from "node:child_process";
import { onExit } from "./cleanup.ts";
import { freePort } from "./free-port.ts";
import { log } from "./log.ts";

export interface StartServerOptions {
  /** Shown in log lines. */
  name: string;
  /** A TypeScript entry point, run with `node --import tsx`. */
  entry: string;
  cwd: string;
  env?: Record<string, string>;
  /** Before `--import tsx` (`--cpu-prof`…). */
  nodeArgs?: string[];
  readyTimeoutMs?: number;
}

export interface RunningServer {
  origin: string;
  port: number;
  /** For CPU figures read from /proc. */
  pid: number;
  stop(): Promise<void>;
}

const HEALTH_PATH = "/api/health";

export async function startServer(options: StartServerOptions): Promise<RunningServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(
    process.execPath,
    [...(options.nodeArgs ?? []), "--import", "tsx", options.entry],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env, PORT: String(port), HOST: "127.0.0.1" },
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const unregister = onExit(() => child.kill("SIGKILL"));
  // The server's own logs go to stderr, so that stdout stays one JSON document.
  child.stdout?.on("data", (chunk: Buffer) => process.stderr.write(prefix(options.name, chunk)));
  child.stderr?.on("data", (chunk: Buffer) => process.stderr.write(prefix(options.name, chunk)));

  const stop = async () => {
    await killGracefully(child);
    unregister();
  };
  try {
    await waitUntilHealthy(child, origin, options.readyTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  log(`${options.name} listening on ${origin}`);
  return { origin, port, pid: child.pid ?? 0, stop };
}

async function waitUntilHealthy(child: ChildProcess, origin: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let lastProblem = "no answer yet";
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `server exited (${child.exitCode ?? child.signalCode}) before it was healthy`,
      );
    }
    try {
      const response = await fetch(`${origin}${HEALTH_PATH}`, {
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      if (response.status === 200) return;
      lastProblem = `HTTP ${response.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${origin}${HEALTH_PATH} not 200 after ${timeoutMs} ms (${lastProblem})`);
}

function killGracefully(child: ChildProcess, graceMs = 5000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill("SIGKILL"), graceMs);
    child.once("exit", () => {
      clearTimeout(force);
      resolve();
    });
    child.kill("SIGTERM");
  });
}

function prefix(name: string, chunk: Buffer): string {
  return chunk
    .toString()
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => `[${name}] ${line}\n`)
    .join("");
}
