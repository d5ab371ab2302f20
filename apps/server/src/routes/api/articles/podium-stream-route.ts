import { streamPodium } from "@frontalier/shared/contracts/podium";
import type { FastifyInstance } from "fastify";
import { presentPodium } from "../../../catalogue/podium/load-podium.ts";
import type { PodiumLoader } from "../../../catalogue/podium/podium-loader.ts";
import { route } from "../../../http/route.ts";
import { type RefreshPlanReader, refreshingCountries } from "../../../refresh/refresh-plan.ts";
import type { ArticlesRoutesOptions } from "./articles-routes.ts";
import { intersect, resolveComparison } from "./comparison.ts";

/**
 * Server-sent events: the podium again after the retailer's answers (bursts coalesced into one
 * update), then `done`. With nothing in flight, the current podium and `done` at once. It reads
 * through the JSON route's loader (and so the offer index): an answer is announced only after
 * the index forgot its article (`LiveLookup`'s `onSaved`), so each update sees what was saved.
 */
export function podiumStreamRoute(
  app: FastifyInstance,
  options: ArticlesRoutesOptions,
  loadPodiumData: PodiumLoader,
  plan: RefreshPlanReader,
) {
  route(app, streamPodium, async ({ request, reply, params: { code }, query }) => {
    const comparison = resolveComparison(query, options.defaults(request));
    const rates = await options.loadRates();
    const live = options.live;
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      "content-type": "text/event-stream; charset=utf-8",
      "cache-control": "no-store",
      connection: "keep-alive",
      "x-accel-buffering": "no",
    });
    const send = async () => {
      const pending = live
        ? intersect(live.pending(code), comparison.countries)
        : new Set<string>();
      const [data, planned] = await Promise.all([
        loadPodiumData(code, comparison.countries),
        plan.current(),
      ]);
      if (!data) return;
      const podium = {
        ...presentPodium(data, { ...comparison, rates, pending }),
        refreshing: refreshingCountries(planned, code, data.offers, comparison.countries, pending),
      };
      raw.write(`event: update\ndata: ${JSON.stringify(podium)}\n\n`);
    };
    let sending: Promise<void> | null = null;
    let again = false;
    const update = (): Promise<void> => {
      if (sending) {
        again = true;
        return sending;
      }
      sending = send()
        .catch((error: unknown) => request.log.warn({ err: error }, "podium stream update failed"))
        .finally(() => {
          sending = null;
          if (again) {
            again = false;
            void update();
          }
        });
      return sending;
    };
    const finish = async () => {
      await update();
      while (sending) await sending;
      raw.write("event: done\ndata: {}\n\n");
      raw.end();
    };
    // Follows the look-up wherever it runs: on this instance or, through the board, on another.
    const unsubscribe = await live?.follow(code, (event) => {
      if ("done" in event) void finish();
      else void update();
    });
    if (!unsubscribe) {
      await finish();
      return;
    }
    request.raw.on("close", () => unsubscribe());
    // The podium as it is now, with the countries still pending.
    void update();
  });
}
