import type { FeedRow } from "./feed-row.ts";
import type { SqlRunner } from "./import-session.ts";
import { type BatchOutcome, writeBatch } from "./write-batch.ts";

/** Runs `work` in a transaction of one session (or, in a dry run, in the one open transaction). */
export type Transact = <T>(work: (run: SqlRunner) => Promise<T>) => Promise<T>;

/** A session of the import, with its table of observation keys already taken. */
export interface Shard {
  transact: Transact;
  seenTable: string;
}

interface ShardState extends Shard {
  batch: FeedRow[];
  writing: Promise<void> | undefined;
}

/**
 * Batches valid rows and writes them through one or more sessions. Rows go to a session by their
 * article code, so every row of an article (its duplicates, its offers, its history in file order)
 * meets in one session and one table of taken keys, and two sessions never touch the same article
 * rows: no ordering to settle, no deadlock. Each session writes one batch while the next fills;
 * the reader waits only when a session has a batch written and another full: memory holds at most
 * two batches per session.
 */
export class ShardedWriter {
  readonly #shards: ShardState[];
  readonly #batchSize: number;
  readonly #onBatch: (outcome: BatchOutcome) => void;

  constructor(
    shards: readonly Shard[],
    batchSize: number,
    onBatch: (outcome: BatchOutcome) => void,
  ) {
    this.#shards = shards.map((shard) => ({ ...shard, batch: [], writing: undefined }));
    this.#batchSize = batchSize;
    this.#onBatch = onBatch;
  }

  /** Queues a row; returns a promise only when the reader must wait (awaiting it per row is slow). */
  add(row: FeedRow): Promise<void> | undefined {
    const shards = this.#shards;
    const shard = shards.length === 1 ? shards[0] : shards[Number(row.articleCode) % shards.length];
    if (!shard) throw new Error("ShardedWriter has no session");
    shard.batch.push(row);
    return shard.batch.length >= this.#batchSize ? this.#flush(shard) : undefined;
  }

  /** Writes what is left and waits for every write; rethrows the first failure. */
  async finish(): Promise<void> {
    for (const shard of this.#shards) if (shard.batch.length > 0) await this.#flush(shard);
    for (const shard of this.#shards) await shard.writing;
  }

  /** After a failure: lets the writes under way end, so that no session is released mid-query. */
  async settle(): Promise<void> {
    await Promise.allSettled(this.#shards.map((shard) => shard.writing));
  }

  async #flush(shard: ShardState): Promise<void> {
    await shard.writing;
    const rows = shard.batch;
    shard.batch = [];
    shard.writing = shard
      .transact((run) => writeBatch(run, shard.seenTable, rows))
      .then(this.#onBatch);
    // Handled when awaited (next flush, finish or settle); not an unhandled rejection meanwhile.
    shard.writing.catch(() => {});
  }
}
