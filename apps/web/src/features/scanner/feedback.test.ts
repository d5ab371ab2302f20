import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { successFeedback } from "./feedback";

/** Records what the real feedback module asks of the Web Audio API. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  currentTime = 5;
  destination = { node: "speakers" };
  oscillators: { hz: number; start: number; stop: number; connectedTo: unknown }[] = [];
  closed = false;

  constructor() {
    FakeAudioContext.made.push(this);
  }

  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      connect: (gain: { connect: (to: unknown) => unknown }) => gain,
      start: (at: number) => {
        record.start = at;
      },
      stop: (at: number) => {
        record.stop = at;
        record.hz = oscillator.frequency.value;
      },
    };
    const record = { hz: 0, start: -1, stop: -1, connectedTo: null as unknown };
    this.oscillators.push(record);
    return oscillator;
  }

  createGain() {
    return {
      gain: { setValueAtTime: vi.fn(), exponentialRampToValueAtTime: vi.fn() },
      connect: (to: unknown) => {
        const last = this.oscillators.at(-1);
        if (last) last.connectedTo = to;
        return to;
      },
    };
  }

  close() {
    this.closed = true;
    return Promise.resolve();
  }
}

const setNavigator = (values: Record<string, unknown>) => {
  for (const [key, value] of Object.entries(values)) {
    Object.defineProperty(navigator, key, { value, configurable: true, writable: true });
  }
};

describe("successFeedback (spec §4.4: vibration 100-50-100 ms and a two-tone beep)", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeAudioContext.made = [];
    vi.stubGlobal("AudioContext", FakeAudioContext);
    setNavigator({ vibrate: vi.fn(() => true), userActivation: { hasBeenActive: true } });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("vibrates and plays two rising tones, then closes the audio context", () => {
    successFeedback();
    expect(navigator.vibrate).toHaveBeenCalledWith([100, 50, 100]);
    const [context] = FakeAudioContext.made;
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(context!.oscillators.map(({ hz, start, stop }) => ({ hz, start, stop }))).toEqual([
      { hz: 880, start: 5, stop: 5.08 },
      { hz: 1320, start: 5.1, stop: expect.closeTo(5.18, 5) },
    ]);
    expect(context!.oscillators.every((o) => o.connectedTo === context!.destination)).toBe(true);
    expect(context!.closed).toBe(false);
    vi.advanceTimersByTime(300);
    expect(context!.closed).toBe(true);
  });

  it("stays silent and still before the shopper has touched the page", () => {
    setNavigator({ userActivation: { hasBeenActive: false } });
    successFeedback();
    expect(navigator.vibrate).not.toHaveBeenCalled();
    expect(FakeAudioContext.made).toHaveLength(0);
  });

  it("beeps where vibration throws, and vibrates where audio is missing", () => {
    setNavigator({
      vibrate: vi.fn(() => {
        throw new Error("not allowed");
      }),
    });
    expect(() => successFeedback()).not.toThrow();
    expect(FakeAudioContext.made).toHaveLength(1);

    vi.stubGlobal("AudioContext", undefined);
    const vibrate = vi.fn(() => true);
    setNavigator({ vibrate });
    expect(() => successFeedback()).not.toThrow();
    expect(vibrate).toHaveBeenCalledWith([100, 50, 100]);
  });
});
