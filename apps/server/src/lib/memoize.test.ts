import { describe, expect, it, vi } from "vitest";
import { memoize } from "./memoize.ts";

describe("memoize", () => {
  it("shares one call while fresh and calls again when stale", async () => {
    let time = 0;
    const load = vi.fn(async () => time);
    const get = memoize(load, 1000, () => time);
    expect(await Promise.all([get(), get()])).toEqual([0, 0]);
    time = 999;
    expect(await get()).toBe(0);
    time = 1000;
    expect(await get()).toBe(1000);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("forgets a failure", async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error("down")).mockResolvedValue(1);
    const get = memoize(load, 1000, () => 0);
    await expect(get()).rejects.toThrow("down");
    expect(await get()).toBe(1);
  });
});
