/** Doubles per slab: 1 MB. */
export const SLAB_DOUBLES = 131_072;

/**
 * Numbers of many small records in a few large typed arrays instead of one array each: one
 * allocation a megabyte rather than one a record, and no JavaScript object per record. A freed
 * range is reused by the next record of the same length (an article's offers are nearly always as
 * many as the countries it is sold in), so replacing records does not grow the slabs.
 */
export class OfferArena {
  private slabs: Float64Array[] = [];
  /** Where the next new range starts: slab × SLAB_DOUBLES + offset. */
  private top = 0;
  private readonly freed = new Map<number, number[]>();
  private usedDoubles = 0;

  /** The address of `length` doubles of its own (zeroes, or a released range's old numbers). */
  allocate(length: number): number {
    if (!Number.isInteger(length) || length < 0 || length > SLAB_DOUBLES) {
      throw new RangeError(`cannot allocate ${length} doubles`);
    }
    // Nothing to hold: any address will do, and nothing is read from it.
    if (length === 0) return 0;
    this.usedDoubles += length;
    const reused = this.freed.get(length)?.pop();
    if (reused !== undefined) return reused;
    if (
      Math.floor(this.top / SLAB_DOUBLES) >= this.slabs.length ||
      (this.top % SLAB_DOUBLES) + length > SLAB_DOUBLES
    ) {
      this.slabs.push(new Float64Array(SLAB_DOUBLES));
      this.top = (this.slabs.length - 1) * SLAB_DOUBLES;
    }
    const address = this.top;
    this.top += length;
    return address;
  }

  /** Gives a range back for the next allocation of the same length. */
  release(address: number, length: number): void {
    if (length === 0) return;
    this.usedDoubles -= length;
    let list = this.freed.get(length);
    if (!list) {
      list = [];
      this.freed.set(length, list);
    }
    list.push(address);
  }

  /** The typed array that holds `address`; read it from `offset(address)`. */
  slab(address: number): Float64Array {
    return this.slabs[Math.floor(address / SLAB_DOUBLES)] as Float64Array;
  }

  offset(address: number): number {
    return address % SLAB_DOUBLES;
  }

  clear(): void {
    this.slabs = [];
    this.top = 0;
    this.freed.clear();
    this.usedDoubles = 0;
  }

  /** Bytes of the slabs, used or not. */
  get bytes(): number {
    return this.slabs.length * SLAB_DOUBLES * Float64Array.BYTES_PER_ELEMENT;
  }

  /** Doubles allocated and not released. */
  get used(): number {
    return this.usedDoubles;
  }
}
