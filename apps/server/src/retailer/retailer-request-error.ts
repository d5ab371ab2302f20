import type { CountryStatus } from "./retailer-offer.ts";

/** A search or list call that got no usable answer; `status` says why, as for a country result. */
export class RetailerRequestError extends Error {
  override name = "RetailerRequestError";
  readonly status: Exclude<CountryStatus, "ok" | "not_found">;

  constructor(status: RetailerRequestError["status"], message: string) {
    super(message);
    this.status = status;
  }
}
