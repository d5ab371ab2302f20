/**
 * Every key the web app keeps in the browser's storage, in one place: the privacy policy must name
 * what each one holds (a server test compares them with the policy in every language), and a test
 * fails when the web app reads or writes storage under a key that is not here.
 */
export const browserStorageKeys = {
  /** localStorage: the light/dark preference, when not "system". */
  colorMode: "color-mode",
  /** localStorage: where the shopper said they are (a town, or the browser's position). */
  shopperPosition: "frontalier.position",
  /** localStorage: the end-of-sign-in signal a provider's popup sends the window that opened it. */
  authSignal: "frontalier:auth",
  /** localStorage: marks a provider sign-in opened as a popup, until it answers. */
  authPopup: "frontalier:auth-popup",
  /** sessionStorage: the review of a PDF import under way, until the tab is closed. */
  pdfImportReview: "frontalier.pdf-import.review",
  /** localStorage: how many visits, the last one's time, and whether the shopper declined installing. */
  installOffer: "frontalier.install-offer",
  /**
   * IndexedDB: the API answers of the pages the shopper opened (session, wishlist, baskets,
   * podiums), each with the time it was fetched, for offline use, the 400 latest at most; deleted
   * at sign-out. A Cache Storage of this name, where earlier builds kept them, is deleted by the
   * service worker (and at sign-out).
   */
  offlineAnswers: "frontalier-api",
  /** Cache Storage, one per build (this prefix and the build id): the app's own files, offline. */
  offlineBuild: "frontalier-build-",
  /** localStorage: article codes scanned offline whose price is to be looked up once online. */
  scannerPending: "frontalier.scanner-pending",
  /**
   * IndexedDB: the ticks and quantities changed offline, waiting to be sent (decision 043);
   * deleted at sign-out.
   */
  offlineWrites: "frontalier-writes",
  /** sessionStorage: when each path was last reloaded after a failed chunk load (spec §4/§9). */
  chunkReloadGuard: "chunk-reload-guard",
} as const;

export type BrowserStorageName = keyof typeof browserStorageKeys;
