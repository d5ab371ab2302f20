import { describe, expect, it } from "vitest";
import { fetchedAtText } from "./fetched-at";

describe("the time a kept copy was fetched", () => {
  const fetched = new Date(2026, 10, 24, 14, 5).getTime();

  it("is a time alone the same day", () => {
    expect(fetchedAtText(fetched, "fr", new Date(2026, 10, 24, 21, 0).getTime())).toEqual({
      key: "offline.fetchedToday",
      time: "14:05",
      date: "24 nov.",
    });
  });

  it("carries its day from the day after, in the shopper's language", () => {
    const text = fetchedAtText(fetched, "en", new Date(2026, 10, 25, 8, 0).getTime());
    expect(text.key).toBe("offline.fetchedOn");
    expect(text.date).toBe("Nov 24");
    expect(text.time).toMatch(/^(02:05\sPM|14:05)$/);
  });
});
