import * as admin from "./admin.ts";
import * as alerts from "./alerts.ts";
import * as apiDocs from "./api-docs.ts";
import * as baskets from "./baskets.ts";
import * as billing from "./billing.ts";
import * as countryInfo from "./country-info.ts";
import * as dev from "./dev.ts";
import { type Endpoint, isSchema } from "./endpoint.ts";
import * as flags from "./flags.ts";
import * as health from "./health.ts";
import * as identity from "./identity.ts";
import * as metrics from "./metrics.ts";
import * as newsletter from "./newsletter.ts";
import * as pdfImport from "./pdf-import.ts";
import * as picklist from "./picklist.ts";
import * as podium from "./podium.ts";
import * as priceLows from "./price-lows.ts";
import * as profile from "./profile.ts";
import * as push from "./push.ts";
import * as session from "./session.ts";
import * as spreadAlerts from "./spread-alerts.ts";
import * as stock from "./stock.ts";
import * as stores from "./stores.ts";
import * as support from "./support.ts";
import * as wishlist from "./wishlist.ts";
import * as wishlistFreshness from "./wishlist-freshness.ts";

const contractFiles = {
  admin,
  alerts,
  apiDocs,
  baskets,
  billing,
  countryInfo,
  dev,
  flags,
  health,
  identity,
  metrics,
  newsletter,
  pdfImport,
  picklist,
  podium,
  priceLows,
  profile,
  push,
  session,
  spreadAlerts,
  stock,
  stores,
  support,
  wishlist,
  wishlistFreshness,
};

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === "object" &&
  value !== null &&
  !isSchema(value) &&
  typeof (value as Partial<Endpoint>).method === "string" &&
  typeof (value as Partial<Endpoint>).path === "string" &&
  "access" in value;

/**
 * Every endpoint of every contract file, found in their exports (so that a new endpoint cannot be
 * left out of this list): the server's test checks that each is registered and that no route is
 * registered without one. Not for the web app: it would bring every schema into one chunk.
 */
export const allEndpoints: readonly Endpoint[] = Object.values(contractFiles).flatMap((file) =>
  Object.values(file).filter(isEndpoint),
);
