import { describe, expect, it } from "vitest";
import { HINT_DELAY_MS, TIP_ROTATION_MS } from "./scan-constants.ts";
import { rotatingTip, tipForConfidence } from "./scan-tips.ts";

describe("scan tips (spec §4.7, §5)", () => {
  it("maps the confidence to a tip at the spec's thresholds", () => {
    expect(tipForConfidence(0)).toBe("center");
    expect(tipForConfidence(0.29)).toBe("center");
    expect(tipForConfidence(0.3)).toBe("focus");
    expect(tipForConfidence(0.49)).toBe("focus");
    expect(tipForConfidence(0.5)).toBe("distance");
    expect(tipForConfidence(0.69)).toBe("distance");
    expect(tipForConfidence(0.7)).toBeNull();
    expect(tipForConfidence(1)).toBeNull();
  });

  it("shows no tip during the first 2 s, then rotates through all four", () => {
    expect(HINT_DELAY_MS).toBe(2000);
    expect(rotatingTip(0)).toBeNull();
    expect(rotatingTip(HINT_DELAY_MS - 1)).toBeNull();
    const shown = [0, 1, 2, 3, 4].map((turn) =>
      rotatingTip(HINT_DELAY_MS + turn * TIP_ROTATION_MS),
    );
    expect(shown).toEqual(["center", "focus", "distance", "glare", "center"]);
    expect(rotatingTip(HINT_DELAY_MS + TIP_ROTATION_MS - 1)).toBe("center");
  });
});
