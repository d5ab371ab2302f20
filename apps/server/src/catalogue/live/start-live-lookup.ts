import type { FastifyInstance } from "fastify";
import type { Database } from "../../db/open-database.ts";
import type { OfferIndex } from "../podium/offer-index.ts";
import { LiveLookup, type RetailerFanOut } from "./live-lookup.ts";
import { LookupBoard } from "./lookup-board.ts";

/**
 * The on-demand look-ups of this instance, joined to every other instance's through the board
 * (PostgreSQL), and stopped with the app.
 */
export async function startLiveLookup(
  app: FastifyInstance,
  options: {
    database: Database;
    retailer: { client: RetailerFanOut; demo: boolean };
    ttlMs: number;
    offerIndex: OfferIndex | undefined;
    onPriceObservations: (() => void) | undefined;
  },
): Promise<LiveLookup> {
  let live: LiveLookup | undefined;
  const board = new LookupBoard({
    database: options.database,
    onEvent: (event) => live?.onBoardEvent(event),
    onLost: (error) => {
      app.log.warn({ err: error }, "look-ups: not listening to the other instances");
      live?.forgetRemote();
    },
  });
  live = new LiveLookup({
    db: options.database.db,
    retailer: options.retailer.client,
    ttlMs: options.ttlMs,
    demo: options.retailer.demo,
    board,
    onSaved: (code) => options.offerIndex?.forget([code]),
    onPriceObservations: options.onPriceObservations,
  });
  await board.start();
  const started = live;
  app.addHook("onClose", async () => {
    await started.idle();
    await board.close();
  });
  return started;
}
