import { describe, expect, it, vi } from "vitest";
import { DB_STATUS_MAX_AGE_MS, databaseStatus } from "./database-status.ts";

describe("database status for health checks", () => {
  it("shares one ping between concurrent checks and reuses it for a second", async () => {
    let time = 0;
    const ping = vi.fn(async () => {});
    const status = databaseStatus(
      ping,
      () => {},
      () => time,
    );
    expect(await Promise.all([status(), status(), status()])).toEqual([true, true, true]);
    expect(ping).toHaveBeenCalledTimes(1);
    time = DB_STATUS_MAX_AGE_MS - 1;
    await status();
    expect(ping).toHaveBeenCalledTimes(1);
    time = DB_STATUS_MAX_AGE_MS;
    await status();
    expect(ping).toHaveBeenCalledTimes(2);
  });

  it("reports a failed ping and checks again once it is stale", async () => {
    let time = 0;
    const failure = vi.fn();
    const ping = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(undefined);
    const status = databaseStatus(ping, failure, () => time);
    expect(await status()).toBe(false);
    expect(failure).toHaveBeenCalledTimes(1);
    time = DB_STATUS_MAX_AGE_MS;
    expect(await status()).toBe(true);
  });
});
