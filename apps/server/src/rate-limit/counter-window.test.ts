import {
  REQUEST_COUNTER_MAX_HOURS,
  SIGN_IN_COOKIE_MAX_HOURS,
} from "@frontalier/shared/text-figures";
import { describe, expect, it } from "vitest";
import { LOOKUPS_PER_CLIENT, lookupsInTotal } from "../catalogue/live/lookup-limits.ts";
import { RETAILER_SEARCHES_PER_CLIENT } from "../catalogue/search/search-retailer.ts";
import { PROVIDER_STATE_TTL_MS } from "../identity/oidc/provider-state.ts";
import { STOCK_PER_IP } from "../stock/store-stock.ts";
import { authLimits } from "./auth-limits.ts";
import { comparisonLimits } from "./comparison-limits.ts";
import { pdfImportRule } from "./pdf-import-limits.ts";
import type { RateRule } from "./rate-limiter.ts";
import { supportLimits } from "./support-limits.ts";

const rules: RateRule[] = [
  ...Object.values(authLimits),
  ...Object.values(supportLimits),
  ...Object.values(comparisonLimits),
  pdfImportRule(),
  LOOKUPS_PER_CLIENT,
  lookupsInTotal(60),
  RETAILER_SEARCHES_PER_CLIENT,
  STOCK_PER_IP,
];

describe("request-limit counters", () => {
  // The privacy policy says a counter (keyed by IP address or e-mail) lives at most
  // {{counterHours, hours}}: a counter lives as long as its rule's window.
  it("live no longer than the privacy policy says", () => {
    const longest = REQUEST_COUNTER_MAX_HOURS * 3_600_000;
    const longer = rules.filter((rule) => rule.windowMs > longest).map((rule) => rule.name);
    expect(rules.length).toBeGreaterThan(15);
    expect(longer).toEqual([]);
  });
});

describe("the provider's sign-in check", () => {
  // The cookie settings say the sign-in cookies live at most {{signInHours, hours}}.
  it("lives no longer than the cookie settings say", () => {
    expect(PROVIDER_STATE_TTL_MS).toBeLessThanOrEqual(SIGN_IN_COOKIE_MAX_HOURS * 3_600_000);
  });
});
