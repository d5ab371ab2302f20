/**
 * A number in [0, 1) fixed by the seed and the parts: the fake's only source of variety.
 * cyrb53 (public domain, bryc): fast, 53 well-mixed bits, the same on every platform.
 */
export function unitHash(seed: string, ...parts: string[]): number {
  const text = [seed, ...parts].join("\u0000");
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)) / 2 ** 53;
}

export const pick = <T>(items: readonly T[], unit: number): T =>
  items[Math.min(items.length - 1, Math.floor(unit * items.length))]!;

/** mulberry32: a seeded stream for the server's latency jitter and failure draws. */
export function seededRandom(seed: string): () => number {
  let state = Math.floor(unitHash(seed, "stream") * 2 ** 32);
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}
