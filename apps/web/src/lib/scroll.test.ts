import { describe, expect, it } from "vitest";
import { HASH_SCROLL_OFFSET_PX, HOME_SCROLL_DELAY_MS, scrollTopFor } from "./scroll";

describe("hash scrolling (spec §2, §9)", () => {
  it("lands 100 px above the target", () => {
    expect(HASH_SCROLL_OFFSET_PX).toBe(100);
    expect(scrollTopFor(500, 0)).toBe(400);
    expect(scrollTopFor(300, 1200)).toBe(1400);
  });

  it("never scrolls above the top of the page", () => {
    expect(scrollTopFor(40, 0)).toBe(0);
  });

  it("waits 400 ms after navigating Home", () => {
    expect(HOME_SCROLL_DELAY_MS).toBe(400);
  });
});
