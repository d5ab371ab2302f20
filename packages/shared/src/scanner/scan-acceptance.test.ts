import { describe, expect, it } from "vitest";
import {
  type AcceptanceState,
  cleanupDetections,
  type Detection,
  recordDetection,
  startAcceptance,
  type Verdict,
} from "./scan-acceptance.ts";
import {
  CONFIDENCE_THRESHOLD,
  DETECTION_CLEANUP_INTERVAL_MS,
  DETECTION_MAX_AGE_MS,
  DETECTION_WINDOW_MS,
  DETECTIONS_KEPT,
  MIN_IDENTICAL_DETECTIONS,
} from "./scan-constants.ts";

/** A fake clock and a scanner session on it: every detection is stamped with the clock's time. */
function session(start = 10_000) {
  let now = start;
  let state: AcceptanceState = startAcceptance(now);
  return {
    advance(ms: number) {
      now += ms;
    },
    see(code: string, quality = 0.8): Verdict {
      const detection: Detection = { code, timestamp: now, quality };
      const result = recordDetection(state, detection);
      state = result.state;
      return result.verdict;
    },
    cleanup() {
      state = cleanupDetections(state, now);
    },
    get codes() {
      return state.detections.map((d) => d.code);
    },
  };
}

describe("scan acceptance (spec §5, §9)", () => {
  it("uses the spec's constants", () => {
    expect({
      MIN_IDENTICAL_DETECTIONS,
      CONFIDENCE_THRESHOLD,
      DETECTION_WINDOW_MS,
      DETECTIONS_KEPT,
      DETECTION_CLEANUP_INTERVAL_MS,
      DETECTION_MAX_AGE_MS,
    }).toEqual({
      MIN_IDENTICAL_DETECTIONS: 2,
      CONFIDENCE_THRESHOLD: 0.6,
      DETECTION_WINDOW_MS: 1500,
      DETECTIONS_KEPT: 10,
      DETECTION_CLEANUP_INTERVAL_MS: 3000,
      DETECTION_MAX_AGE_MS: 3000,
    });
  });

  it("does not accept a single detection", () => {
    const scan = session();
    expect(scan.see("80275887")).toMatchObject({ status: "analysing", confidence: 1, tip: null });
  });

  it("accepts the second identical detection within 1500 ms", () => {
    const scan = session();
    scan.see("80275887");
    scan.advance(DETECTION_WINDOW_MS);
    expect(scan.see("80275887").status).toBe("accepted");
  });

  it("does not count a detection 1501 ms old", () => {
    const scan = session();
    scan.see("80275887");
    scan.advance(DETECTION_WINDOW_MS + 1);
    expect(scan.see("80275887").status).toBe("analysing");
    scan.advance(100);
    expect(scan.see("80275887").status).toBe("accepted");
  });

  it("needs the code to make at least 0.6 of the last 10 detections", () => {
    const scan = session();
    // 4 others, then the code: 2 of 6 (0.33), 3 of 7 (0.43), 4 of 8 (0.5), 5 of 9 (0.56), 6 of 10.
    for (const code of ["1", "2", "3", "4"]) scan.see(code);
    const ratios: [string, number][] = [];
    for (let i = 0; i < 6; i++) {
      const verdict = scan.see("80275887");
      ratios.push([verdict.status, Math.round(verdict.confidence * 100) / 100]);
    }
    expect(ratios).toEqual([
      ["analysing", 0.2],
      ["analysing", 0.33],
      ["analysing", 0.43],
      ["analysing", 0.5],
      ["analysing", 0.56],
      ["accepted", 0.6],
    ]);
  });

  it("keeps only the last 10 detections", () => {
    const scan = session();
    for (let i = 0; i < 15; i++) scan.see(String(i));
    expect(scan.codes).toEqual(["5", "6", "7", "8", "9", "10", "11", "12", "13", "14"]);
    // The 10 kept are all others: the code's second sighting is 2 of 10, below the threshold.
    scan.see("80275887");
    expect(scan.see("80275887")).toMatchObject({ status: "analysing", confidence: 0.2 });
  });

  it("gives the tip that follows the confidence", () => {
    const tipAt = (others: number, same: number) => {
      const scan = session();
      for (let i = 0; i < others; i++) scan.see(`other-${i}`);
      let verdict = scan.see("80275887");
      for (let i = 1; i < same; i++) verdict = scan.see("80275887");
      return verdict.status === "analysing" ? verdict.tip : "accepted";
    };
    expect(tipAt(8, 2)).toBe("center"); // 0.2
    expect(tipAt(7, 3)).toBe("focus"); // 0.3
    expect(tipAt(5, 4)).toBe("focus"); // 0.44
    expect(tipAt(5, 5)).toBe("distance"); // 0.5
    expect(tipAt(4, 6)).toBe("accepted"); // 0.6
  });

  it("reports the mean quality of the code's detections", () => {
    const scan = session();
    scan.see("80275887", 0.4);
    scan.see("other", 0.1);
    expect(scan.see("80275887", 0.8).quality).toBeCloseTo(0.6);
  });

  it("cleans up every 3 s, dropping detections older than 3000 ms", () => {
    const scan = session(0);
    scan.see("a");
    scan.advance(1000);
    scan.see("b");
    scan.advance(1999);
    scan.cleanup(); // 2999 ms since the session started: not yet
    expect(scan.codes).toEqual(["a", "b"]);
    scan.advance(1);
    scan.cleanup(); // 3000 ms: a is exactly 3000 ms old and stays
    expect(scan.codes).toEqual(["a", "b"]);
    scan.advance(2999);
    scan.cleanup(); // next clean-up not due before 6000 ms
    expect(scan.codes).toEqual(["a", "b"]);
    scan.advance(1);
    scan.cleanup(); // 6000 ms: a (6000 ms) and b (5000 ms) are too old
    expect(scan.codes).toEqual([]);
  });

  it("cleans up on a detection when due, so old sightings no longer dilute the confidence", () => {
    const scan = session(0);
    for (let i = 0; i < 8; i++) scan.see(`other-${i}`);
    scan.advance(DETECTION_CLEANUP_INTERVAL_MS + 1);
    scan.see("80275887");
    expect(scan.codes).toEqual(["80275887"]);
    expect(scan.see("80275887").status).toBe("accepted");
  });

  it("does not change the state it was given", () => {
    const state = startAcceptance(0);
    const frozen = Object.freeze({ ...state, detections: Object.freeze([...state.detections]) });
    recordDetection(frozen, { code: "x", timestamp: 5000, quality: 1 });
    expect(frozen.detections).toEqual([]);
  });
});
