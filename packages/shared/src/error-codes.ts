/**
 * The closed list of error codes the API answers with, and the HTTP status of each. The client
 * shows the server's translated message, or `errors.<code>`; no stack trace is ever sent.
 */
export const errorStatus = {
  bad_request: 400,
  validation_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  unknown_article: 404,
  premium_required: 402,
  last_basket: 409,
  basket_full: 409,
  invalid_credentials: 401,
  email_not_verified: 403,
  weak_password: 400,
  invalid_token: 400,
  cross_site_request: 403,
  home_country_required: 409,
  unknown_country: 400,
  // The retailer's store-stock API did not answer usably.
  stock_unavailable: 503,
  // Sign-in with an OpenID Connect provider.
  auth_state_invalid: 400,
  auth_provider_denied: 403,
  auth_provider_failed: 400,
  // Premium (brief §4): payments and price alerts.
  already_premium: 409,
  // No payment provider on this site (production without Stripe): premium cannot be bought.
  payments_unavailable: 503,
  no_subscription: 404,
  webhook_signature_invalid: 400,
  too_many_alerts: 409,
  internal: 500,
  service_unavailable: 503,
  // PDF import (brief §4): each refusal says what was wrong with the file.
  pdf_not_pdf: 415,
  pdf_too_large: 413,
  pdf_too_many_pages: 422,
  pdf_encrypted: 422,
  pdf_no_text: 422,
  pdf_no_articles: 422,
  pdf_unreadable: 422,
  pdf_too_complex: 422,
  // Too many uploads from one address; too many being read at once (the server's memory).
  pdf_import_rate_limited: 429,
  pdf_import_busy: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof errorStatus;

export const errorCodes = Object.keys(errorStatus) as ErrorCode[];

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === "string" && Object.hasOwn(errorStatus, value);
