import { type ChildProcess, spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MISSING_WEB_DIST } from "./config.ts";

/**
 * `kill -9` while shoppers write (issue 22): the embedded database (PGlite in DATA_DIR) must come
 * back after a crash with every write the server had acknowledged, and keep taking writes. The
 * server runs as a child process, as in production; wishlist adds are the writes (each may also
 * ask the stand-in retailer and save its prices).
 */
const serverDir = join(import.meta.dirname, "..");
const children: ChildProcess[] = [];
let dataDir: string | undefined;

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

async function startServer(dir: string): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ["--import", "tsx", "src/main.ts"], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "test",
      PORT: "0",
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      WEB_DIST_DIR: MISSING_WEB_DIST,
      DEMO_CATALOGUE: "false",
      SESSION_SECRET: "kill-during-writes-0123456789abcdef",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  children.push(child);
  let output = "";
  child.stdout?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  child.stderr?.on("data", (chunk: Buffer) => {
    output += chunk.toString();
  });
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`not ready in 60 s: ${output}`)), 60_000);
    child.stdout?.on("data", () => {
      const ready = output
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { msg?: string; url?: string })
        .find((entry) => entry.msg?.endsWith("ready"));
      if (ready?.url) {
        clearTimeout(timer);
        resolve(ready.url);
      }
    });
    child.on("exit", (code) => reject(new Error(`exited ${code} before ready: ${output}`)));
  });
  return { child, url };
}

/** The guest's cookies, as a browser keeps them between visits. */
const cookieHeader = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

/** Real article codes the stand-in retailer sells (the shipped offline catalogue). */
const knownCodes = (
  JSON.parse(readFileSync(join(serverDir, "../../data/offline-catalogue.json"), "utf8")) as {
    articles: [string, ...unknown[]][];
  }
).articles.map(([articleCode]) => articleCode);
const code = (i: number) => knownCodes[i] as string;

describe("kill -9 during writes (PGlite)", () => {
  it("restarts with every acknowledged write and keeps writing", async () => {
    dataDir = await mkdtemp(join(tmpdir(), "frontalier-kill9-"));
    const first = await startServer(dataDir);
    const session = await fetch(`${first.url}/api/_auth/session`);
    const cookie = cookieHeader(session);
    expect(cookie).toContain("GuestProfile=");

    const acknowledged = new Set<string>();
    const add = async (i: number) => {
      try {
        const response = await fetch(`${first.url}/api/wishlist/items`, {
          method: "POST",
          headers: { cookie, "content-type": "application/json" },
          body: JSON.stringify({ code: code(i), quantity: 1 + (i % 3) }),
        });
        if (response.ok) acknowledged.add(code(i));
      } catch {
        // Cut by the kill: not acknowledged, so it may or may not have been kept.
      }
    };
    // Four shoppers' worth of writes in flight; the kill lands while some are half done.
    let next = 0;
    const worker = async () => {
      while (next < 400 && first.child.exitCode === null) await add(next++);
    };
    const writers = Array.from({ length: 4 }, worker);
    while (acknowledged.size < 8 && next < 400) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    first.child.kill("SIGKILL");
    await Promise.all(writers);
    expect(acknowledged.size).toBeGreaterThanOrEqual(8);
    expect(next).toBeGreaterThan(acknowledged.size);

    const second = await startServer(dataDir);
    const kept = await fetch(`${second.url}/api/wishlist`, { headers: { cookie } });
    expect(kept.status).toBe(200);
    const codes = new Set(
      ((await kept.json()) as { items: { code: string }[] }).items.map((item) => item.code),
    );
    for (const written of acknowledged) expect(codes.has(written), written).toBe(true);

    const after = await fetch(`${second.url}/api/wishlist/items`, {
      method: "POST",
      headers: { cookie, "content-type": "application/json" },
      body: JSON.stringify({ code: code(2000), quantity: 2 }),
    });
    expect(after.status).toBe(200);
    second.child.kill("SIGTERM");
  }, 300_000);
});
