import { describe, expect, it } from "vitest";
import { cronOf } from "./job-definition.ts";

describe("job timings as cron", () => {
  it("turns a daily time in a zone into a cron expression in that zone", () => {
    expect(cronOf({ dailyAt: "03:30 CET" })).toEqual({ cron: "30 3 * * *", tz: "CET" });
    expect(cronOf({ dailyAt: "16:05" })).toEqual({ cron: "5 16 * * *", tz: "UTC" });
  });

  it("turns minutes into a step, whole hours past 60", () => {
    expect(cronOf({ everyMinutes: 15 })).toEqual({ cron: "*/15 * * * *", tz: "UTC" });
    expect(cronOf({ everyMinutes: 1 })).toEqual({ cron: "*/1 * * * *", tz: "UTC" });
    expect(cronOf({ everyMinutes: 120 }).cron).toBe("0 */2 * * *");
    expect(cronOf({ everyMinutes: 90 }).cron).toBe("0 */2 * * *");
    expect(cronOf({ everyMinutes: 1440 }).cron).toBe("0 0 * * *");
  });

  it("refuses what is not a timing", () => {
    expect(() => cronOf({ everyMinutes: 0 })).toThrow(RangeError);
    expect(() => cronOf({ everyMinutes: 2.5 })).toThrow(RangeError);
    expect(() => cronOf({ dailyAt: "25:00" })).toThrow(RangeError);
  });
});
