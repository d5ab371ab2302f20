import * as endpoints from "@frontalier/shared/contracts/admin";
import type { FastifyInstance } from "fastify";
import {
  type BreakerSource,
  breakerStates,
  listContactMessages,
  listFeedImports,
  listJobRuns,
  listStoreRefreshes,
} from "../../../admin/admin-overview.ts";
import { route } from "../../../http/route.ts";

export interface AdminRoutesOptions {
  /** The retailer connector whose circuits the page shows; none when the app runs without one. */
  retailer?: BreakerSource | undefined;
}

/** Issue 27: the admin page's tables, for accounts with the admin role only (`access: "admin"`). */
export async function adminRoutes(app: FastifyInstance, options: AdminRoutesOptions) {
  app.addHook("onSend", async (_request, reply, payload) => {
    // Messages and addresses of people: never kept by a cache on the way.
    reply.header("cache-control", "no-store");
    return payload;
  });
  route(app, endpoints.listAdminFeedImports, () => listFeedImports(app.db));
  route(app, endpoints.listAdminStoreRefreshes, () => listStoreRefreshes(app.db));
  route(app, endpoints.listAdminJobRuns, () => listJobRuns(app.db));
  route(app, endpoints.listAdminContactMessages, () => listContactMessages(app.db));
  route(app, endpoints.getAdminBreakers, async () => breakerStates(options.retailer));
}
