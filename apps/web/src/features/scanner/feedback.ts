import { VIBRATION_PATTERN_MS } from "@frontalier/shared/scanner/scan-constants";

/** Two short rising tones, like a till's scanner. */
const TONES = [
  { hz: 880, at: 0, duration: 0.08 },
  { hz: 1320, at: 0.1, duration: 0.08 },
] as const;
const VOLUME = 0.2;

function beep(): void {
  const context = new AudioContext();
  const start = context.currentTime;
  for (const { hz, at, duration } of TONES) {
    const oscillator = context.createOscillator();
    const gain = context.createGain();
    oscillator.frequency.value = hz;
    gain.gain.setValueAtTime(VOLUME, start + at);
    gain.gain.exponentialRampToValueAtTime(0.001, start + at + duration);
    oscillator.connect(gain).connect(context.destination);
    oscillator.start(start + at);
    oscillator.stop(start + at + duration);
  }
  const last = TONES[TONES.length - 1]!;
  setTimeout(() => void context.close(), (last.at + last.duration) * 1000 + 100);
}

/**
 * Spec §4.4: on success the device vibrates (100, 50, 100 ms) and plays a short two-tone beep.
 * Either may be missing (no vibration on iOS, audio blocked): the scan goes on without them.
 */
export function successFeedback(): void {
  // Both need a tap on the page first; without one the browser only logs a refusal.
  if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
  try {
    if ("vibrate" in navigator) navigator.vibrate([...VIBRATION_PATTERN_MS]);
  } catch {
    // Some browsers throw instead of returning false when vibration is not allowed.
  }
  try {
    beep();
  } catch {
    // No AudioContext, or the browser refused to start one.
  }
}
