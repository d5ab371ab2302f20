/**
 * The largest body an alert save reads: an alert is a few hundred bytes at most (a threshold, up
 * to 40 countries), so a larger body is refused before it is read (413), for drop and spread
 * alerts alike.
 */
export const ALERT_BODY_LIMIT_BYTES = 4096;
