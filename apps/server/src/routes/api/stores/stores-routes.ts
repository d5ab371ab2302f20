import * as endpoints from "@frontalier/shared/contracts/stores";
import type { FastifyInstance } from "fastify";
import { route } from "../../../http/route.ts";
import { listStores } from "../../../stores/list-stores.ts";
import { findNearestStores } from "../../../stores/nearest-stores.ts";

/** Stores are public data: no ids of anyone's data here, and answers may be cached a while. */
export async function storesRoutes(app: FastifyInstance) {
  route(app, endpoints.listStores, async ({ reply }) => {
    const stores = await listStores(app.db);
    reply.header("cache-control", "public, max-age=300");
    return { stores };
  });

  route(app, endpoints.findNearestStores, async ({ reply, query }) => {
    const answer = await findNearestStores(app.db, {
      from: { lat: query.lat, lon: query.lon },
      countries: query.countries,
    });
    // A position is personal: not kept by shared caches.
    reply.header("cache-control", "private, no-store");
    return answer;
  });
}
