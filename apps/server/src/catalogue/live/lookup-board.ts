import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import type { Database } from "../../db/open-database.ts";

/** The channel on which instances announce the look-ups they start and the answers they save. */
export const LOOKUP_CHANNEL = "live_lookups";

/**
 * How long a claim holds without an answer. Longer than a fan-out can run (timeouts × retries of
 * the connector); a claim of an instance that died frees its countries after this.
 */
export const CLAIM_MS = 60_000;

const FIRST_RETRY_MS = 1000;
const MAX_RETRY_MS = 30_000;

/** What another instance said: it asks the retailer for these countries, or one has answered. */
export type BoardEvent =
  | { kind: "claimed"; code: string; countries: string[]; expiresAtMs: number }
  | { kind: "answered"; code: string; country: string; saved: boolean };

interface Wire {
  o: string;
  c: string;
  k: "claim" | "answer";
  s: string[];
  e?: number;
  v?: boolean;
}

export interface LookupBoardOptions {
  database: Database;
  /** Every event of another instance, as it arrives. */
  onEvent: (event: BoardEvent) => void;
  /** The listening connection went: events may have been missed until it listens again. */
  onLost?: (error: unknown) => void;
  now?: () => number;
}

/**
 * The look-ups in flight, shared by every instance through PostgreSQL (decision 022): a row per
 * article and country claimed by the instance that asks the retailer, and notifications on
 * `live_lookups` when a claim is made and when each answer is saved. So a second instance neither
 * asks the retailer again nor ends a shopper's podium stream before the answers are in.
 */
export class LookupBoard {
  /** This process, as named in the claims it makes. */
  readonly owner = randomBytes(9).toString("base64url");
  private stop: (() => Promise<void>) | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private retryMs = FIRST_RETRY_MS;
  private closed = false;
  private readonly now: () => number;

  constructor(private readonly options: LookupBoardOptions) {
    this.now = options.now ?? Date.now;
  }

  /** Listens for the other instances (again after a lost connection, 1 s doubling to 30 s). */
  async start(): Promise<void> {
    if (this.closed || this.stop) return;
    try {
      const stop = await this.options.database.listen(
        LOOKUP_CHANNEL,
        (payload) => this.receive(payload),
        (error) => {
          this.stop = null;
          this.options.onLost?.(error);
          this.retry();
        },
      );
      if (this.closed) await stop();
      else this.stop = stop;
      this.retryMs = FIRST_RETRY_MS;
    } catch (error) {
      this.options.onLost?.(error);
      this.retry();
    }
  }

  /**
   * Claims the countries nobody is asking about (or whose claim expired) for this instance.
   * Returns those claimed, to ask the retailer here, and those another instance holds, with the
   * time their claim ends.
   */
  async claim(
    code: string,
    countries: readonly string[],
  ): Promise<{ claimed: string[]; elsewhere: Map<string, number> }> {
    const expiresAtMs = this.now() + CLAIM_MS;
    const claimedRows = await this.rows<{ country: string }>(sql`
      insert into live_lookups (article_code, country, owner, expires_at)
      select ${code}, c, ${this.owner}, to_timestamp(${expiresAtMs / 1000})
      from unnest(${textArray(countries)}::text[]) as c
      on conflict (article_code, country) do update
        set owner = excluded.owner, expires_at = excluded.expires_at
        where live_lookups.expires_at <= now() or live_lookups.owner = excluded.owner
      returning country`);
    const claimed = claimedRows.map((row) => row.country);
    if (claimed.length > 0) {
      await this.announce({ o: this.owner, c: code, k: "claim", s: claimed, e: expiresAtMs });
    }
    const elsewhere =
      claimed.length < countries.length ? await this.held(code) : new Map<string, number>();
    return { claimed, elsewhere };
  }

  /** An answer of the retailer was saved (or failed): the claim goes and every instance hears it. */
  async answered(code: string, country: string, saved: boolean): Promise<void> {
    await this.options.database.db.execute(sql`
      delete from live_lookups
      where article_code = ${code} and country = ${country} and owner = ${this.owner}`);
    await this.announce({ o: this.owner, c: code, k: "answer", s: [country], v: saved });
  }

  /** Countries of an article another instance is asking the retailer about, with their ends. */
  async held(code: string): Promise<Map<string, number>> {
    const rows = await this.rows<{ country: string; expires_ms: number | string }>(sql`
      select country, extract(epoch from expires_at) * 1000 as expires_ms
      from live_lookups
      where article_code = ${code} and owner <> ${this.owner} and expires_at > now()`);
    return new Map(rows.map((row) => [row.country, Number(row.expires_ms)]));
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const stop = this.stop;
    this.stop = null;
    await stop?.().catch(() => {});
  }

  private async rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
    const result = await this.options.database.db.execute(query);
    return (result as unknown as { rows: Row[] }).rows;
  }

  private async announce(wire: Wire): Promise<void> {
    await this.options.database.db.execute(
      sql`select pg_notify(${LOOKUP_CHANNEL}, ${JSON.stringify(wire)})`,
    );
  }

  private receive(payload: string) {
    let wire: Wire;
    try {
      wire = JSON.parse(payload) as Wire;
    } catch {
      return;
    }
    if (wire.o === this.owner || typeof wire.c !== "string" || !Array.isArray(wire.s)) return;
    if (wire.k === "claim" && typeof wire.e === "number") {
      this.options.onEvent({
        kind: "claimed",
        code: wire.c,
        countries: wire.s,
        expiresAtMs: wire.e,
      });
    } else if (wire.k === "answer") {
      for (const country of wire.s) {
        this.options.onEvent({ kind: "answered", code: wire.c, country, saved: wire.v === true });
      }
    }
  }

  private retry() {
    if (this.closed || this.retryTimer) return;
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      void this.start();
    }, this.retryMs);
    this.retryTimer.unref();
    this.retryMs = Math.min(this.retryMs * 2, MAX_RETRY_MS);
  }
}

/** A PostgreSQL array literal of codes that are letters only (country codes). */
function textArray(values: readonly string[]): string {
  return `{${values.filter((value) => /^[A-Z]{2}$/.test(value)).join(",")}}`;
}
