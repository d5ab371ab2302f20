import { describe, expect, it } from "vitest";
import { OfferArena, SLAB_DOUBLES } from "./offer-arena.ts";

const write = (arena: OfferArena, address: number, values: number[]) => {
  const slab = arena.slab(address);
  values.forEach((value, i) => {
    slab[arena.offset(address) + i] = value;
  });
};
const read = (arena: OfferArena, address: number, length: number) => {
  const start = arena.offset(address);
  return [...arena.slab(address).subarray(start, start + length)];
};

describe("offer arena", () => {
  it("gives ranges that do not overlap, each readable where it was written", () => {
    const arena = new OfferArena();
    const ranges = Array.from({ length: 500 }, (_, i) => {
      const length = 1 + (i % 7) * 20;
      const address = arena.allocate(length);
      write(
        arena,
        address,
        Array.from({ length }, () => i),
      );
      return { address, length, value: i };
    });
    for (const { address, length, value } of ranges) {
      expect(read(arena, address, length)).toEqual(Array.from({ length }, () => value));
    }
    expect(arena.used).toBe(ranges.reduce((sum, range) => sum + range.length, 0));
  });

  it("never lets a range cross the end of a slab", () => {
    const arena = new OfferArena();
    const length = 120;
    for (let i = 0; i < (SLAB_DOUBLES / length) * 3; i++) {
      const address = arena.allocate(length);
      expect(arena.offset(address) + length).toBeLessThanOrEqual(SLAB_DOUBLES);
    }
    expect(arena.bytes).toBe(4 * SLAB_DOUBLES * 8);
    // A whole slab fits exactly, even right after a full one.
    const full = new OfferArena();
    expect(full.offset(full.allocate(SLAB_DOUBLES))).toBe(0);
    expect(full.offset(full.allocate(SLAB_DOUBLES))).toBe(0);
    expect(full.bytes).toBe(2 * SLAB_DOUBLES * 8);
  });

  it("reuses a released range for the next record of the same length, so replacing does not grow", () => {
    const arena = new OfferArena();
    const first = arena.allocate(120);
    arena.allocate(120);
    const bytes = arena.bytes;
    for (let i = 0; i < 10_000; i++) {
      const address = arena.allocate(120);
      arena.release(address, 120);
    }
    arena.release(first, 120);
    expect(arena.allocate(80)).not.toBe(first);
    expect(arena.allocate(120)).toBe(first);
    expect(arena.bytes).toBe(bytes);
    expect(arena.used).toBe(120 * 2 + 80);
  });

  it("refuses what no slab can hold, and empties", () => {
    const arena = new OfferArena();
    expect(() => arena.allocate(SLAB_DOUBLES + 1)).toThrow(RangeError);
    expect(() => arena.allocate(-1)).toThrow(RangeError);
    // An article known in no country has no offer to hold.
    const empty = arena.allocate(0);
    arena.release(empty, 0);
    expect(arena.bytes).toBe(0);
    arena.allocate(10);
    arena.clear();
    expect(arena.bytes).toBe(0);
    expect(arena.used).toBe(0);
    expect(arena.allocate(10)).toBe(0);
  });
});
