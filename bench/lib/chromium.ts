export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Keeps Chromium off the internet and quiet: the bench measures loopback traffic only. */
export const CHROMIUM_FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
