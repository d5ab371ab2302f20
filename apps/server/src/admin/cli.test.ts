import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runScript } from "../../test/run-script.ts";
import { openDatabase } from "../db/open-database.ts";
import { profiles } from "../db/schema.ts";

const cli = join(import.meta.dirname, "cli.ts");

describe("npm run admin (a subprocess on a PGlite DATA_DIR)", () => {
  let dir = "";
  let env: Record<string, string> = {};
  const admin = (...args: string[]) => runScript(cli, args, env);
  /** The role as the database holds it, read between two runs (one process opens PGlite). */
  const adminSince = async (email: string) => {
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      const [row] = await database.db
        .select({ adminSince: profiles.adminSince })
        .from(profiles)
        .where(eq(profiles.email, email));
      return row?.adminSince ?? null;
    } finally {
      await database.close();
    }
  };

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), "frontalier-admin-"));
    env = { DATA_DIR: join(dir, "data"), NODE_ENV: "test" };
    const database = await openDatabase({ dataDir: env.DATA_DIR });
    try {
      await database.migrate();
      await database.db
        .insert(profiles)
        .values([
          { kind: "user", email: "ops@example.test" },
          { kind: "user", email: "shopper@example.test" },
          { kind: "guest" },
        ]);
    } finally {
      await database.close();
    }
  });

  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it("grants the role, says when there is nothing to change, lists and revokes it", async () => {
    const none = await admin("list");
    expect(none).toMatchObject({ code: 0, stdout: "No account has the admin role.\n" });
    const granted = await admin("grant", "Ops@Example.test");
    expect(granted.stderr).toBe("");
    expect(granted).toMatchObject({ code: 0, stdout: "ops@example.test is now an admin.\n" });
    const since = await adminSince("ops@example.test");
    expect(since).toBeInstanceOf(Date);
    expect(await adminSince("shopper@example.test")).toBeNull();
    const again = await admin("grant", "ops@example.test");
    expect(again).toMatchObject({ code: 0, stdout: "ops@example.test was already an admin.\n" });
    // The first grant's date stays.
    expect(await adminSince("ops@example.test")).toEqual(since);
    const listed = await admin("list");
    expect(listed.stdout).toBe(`ops@example.test\tadmin since ${since?.toISOString()}\n`);
    const revoked = await admin("revoke", "ops@example.test");
    expect(revoked).toMatchObject({ code: 0, stdout: "ops@example.test is no longer an admin.\n" });
    expect(await adminSince("ops@example.test")).toBeNull();
    expect((await admin("revoke", "ops@example.test")).stdout).toBe(
      "ops@example.test was not an admin.\n",
    );
  }, 120_000);

  it("exits 1 for an address no account has, 2 on usage errors", async () => {
    const unknown = await admin("grant", "nobody@example.test");
    expect(unknown).toMatchObject({
      code: 1,
      stdout: "",
      stderr: "no account has the address nobody@example.test\n",
    });
    for (const [args, message] of [
      [[], "say what to do"],
      [["promote", "ops@example.test"], '"promote" is not a command'],
      [["grant"], "grant needs an EMAIL"],
      [["grant", "not-an-address"], "is not an e-mail address"],
      [["list", "extra"], "list takes nothing more"],
    ] as const) {
      const result = await admin(...args);
      expect(result.code, args.join(" ")).toBe(2);
      expect(result.stderr).toContain(message);
      expect(result.stderr).toContain("Usage: npm run admin");
    }
    const help = await admin("--help");
    expect(help).toMatchObject({ code: 0 });
    expect(help.stdout).toContain("npm run admin -- grant EMAIL");
  }, 120_000);
});
