/** The app's jobs by name (also their pg-boss queues), apart so that the CLIs import only this. */
export const JOB = {
  rates: "ecb-rates",
  retention: "retention",
  supportRetention: "support-retention",
  priceAlerts: "price-alerts",
  mail: "mail",
  stores: "store-lists",
} as const;
