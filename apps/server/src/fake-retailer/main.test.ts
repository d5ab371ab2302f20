import { spawn } from "node:child_process";
import { once } from "node:events";
import { join } from "node:path";
import { createInterface } from "node:readline";
import { describe, expect, it } from "vitest";

const repoRoot = join(import.meta.dirname, "../../../..");

describe("fake-retailer/main.ts", () => {
  it("listens where asked, prints its URL, answers, and stops on SIGTERM", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "apps/server/src/fake-retailer/main.ts", "--port", "0", "--latency", "1"],
      { cwd: repoRoot, stdio: ["ignore", "pipe", "pipe"] },
    );
    try {
      const [url] = (await once(createInterface({ input: child.stdout }), "line")) as [string];
      expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect((await fetch(`${url}/de/de/search-result-page?q=sofa`)).status).toBe(200);
      child.kill("SIGTERM");
      const [code] = await once(child, "exit");
      expect(code).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill("SIGKILL");
    }
  });

  it("exits with the usage on a bad option", async () => {
    const child = spawn(
      process.execPath,
      ["--import", "tsx", "apps/server/src/fake-retailer/main.ts", "--failure-rate", "lots"],
      { cwd: repoRoot, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk) => {
      stderr += chunk;
    });
    const [code] = await once(child, "exit");
    expect(code).toBe(1);
    expect(stderr).toContain("--failure-rate must be a number");
  });
});
