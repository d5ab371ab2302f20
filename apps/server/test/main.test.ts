import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { healthResponseSchema } from "@frontalier/shared/contracts/health";
import { afterEach, describe, expect, it } from "vitest";
import { MISSING_WEB_DIST } from "./config.ts";

const serverDir = join(import.meta.dirname, "..");

const children: ChildProcess[] = [];

const start = (env: Record<string, string>): ChildProcess => {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: { PATH: process.env.PATH ?? "", NODE_ENV: "test", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  return child;
};

const collect = (stream: NodeJS.ReadableStream | null) => {
  const chunks: string[] = [];
  stream?.on("data", (chunk: Buffer) => chunks.push(chunk.toString()));
  return () => chunks.join("");
};

const exitCode = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.on("exit", (code) => resolve(code)));

describe("node src/main.ts", () => {
  let dataDir: string | undefined;
  afterEach(async () => {
    for (const child of children.splice(0)) if (child.exitCode === null) child.kill("SIGKILL");
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it("exits 1 naming every bad variable", async () => {
    const child = start({ PORT: "abc", DATABASE_URL: "nonsense" });
    const stderr = collect(child.stderr);
    expect(await exitCode(child)).toBe(1);
    expect(stderr()).toContain("PORT: must be an integer");
    expect(stderr()).toContain("DATABASE_URL: must be a valid postgres://");
  });

  it("serves until SIGTERM, drains as not ready, then exits 0", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "frontalier-main-"));
    const child = start({
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      WEB_DIST_DIR: MISSING_WEB_DIST,
      SHUTDOWN_DRAIN_MS: "1500",
    });
    const exited = exitCode(child);
    const stdout = collect(child.stdout);
    const url = await new Promise<string>((resolve, reject) => {
      child.stdout?.on("data", () => {
        const ready = stdout()
          .split("\n")
          .filter((line) => line.startsWith("{"))
          .map((line) => JSON.parse(line) as { msg?: string; url?: string })
          .find((entry) => entry.msg?.endsWith("ready"));
        if (ready?.url) resolve(ready.url);
      });
      child.on("exit", (code) => reject(new Error(`exited ${code} before ready: ${stdout()}`)));
    });
    const response = await fetch(`${url}/api/health`);
    expect(response.status).toBe(200);
    expect(healthResponseSchema.parse(await response.json())).toMatchObject({ status: "ok" });
    // Ready once the offer index has filled (an empty catalogue: at once).
    let ready = await fetch(`${url}/readyz`);
    for (let i = 0; i < 50 && ready.status !== 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      ready = await fetch(`${url}/readyz`);
    }
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready", checks: { migrations: "ok" } });
    child.kill("SIGTERM");
    // Draining: not ready any more, still serving, for SHUTDOWN_DRAIN_MS; then it exits.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const draining = await fetch(`${url}/readyz`);
    expect(draining.status).toBe(503);
    expect(await draining.json()).toMatchObject({ status: "draining" });
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    expect(await exited).toBe(0);
    // A cold start (tsx compiling, the embedded database created and migrated) plus the drain.
  }, 60_000);
});
