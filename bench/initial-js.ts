import { type BrowserContext, chromium } from "playwright-core";
import { type JsFileSize, type JsSizeSummary, sizeOf, summariseJs } from "./js-size-summary.ts";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./lib/chromium.ts";
import { log } from "./lib/log.ts";
import { INITIAL_JS_TARGET_GZIP_BYTES } from "./targets.ts";

export interface InitialJs extends JsSizeSummary {
  /** Scripts from other origins are listed, not sized: only our server's bytes are measured. */
  externalScripts: string[];
  /**
   * A brand-new visitor is first asked for their country (spec §4 guest redirect): `/` then
   * /select-country, measured the same way. The figure above is `/` for a guest who has chosen.
   */
  firstVisit: JsSizeSummary;
}

/** A phone-sized first visit; the consent cookie is preset so that the banner is already answered. */
const VIEWPORT = { width: 390, height: 844 };
const CONSENT_COOKIE = { name: "cookie_consent", value: "declined" };

export async function measureInitialJs(origin: string): Promise<InitialJs> {
  const urls = await loadedScriptUrls(origin, { chosen: true });
  const firstVisit = await sizeAll(origin, await loadedScriptUrls(origin, { chosen: false }));
  return {
    ...(await sizeAll(origin, urls)),
    externalScripts: urls.filter((url) => new URL(url).origin !== origin),
    firstVisit,
  };
}

async function sizeAll(origin: string, urls: string[]): Promise<JsSizeSummary> {
  const own = urls.filter((url) => new URL(url).origin === origin);
  log(`initial JS: ${own.length} script files loaded`);
  const sizes: JsFileSize[] = [];
  for (const url of own) sizes.push(sizeOf(new URL(url).pathname, await fetchIdentity(url)));
  return summariseJs(sizes, INITIAL_JS_TARGET_GZIP_BYTES);
}

/** A guest who has chosen their country, as the e2e tests start (and as a second visit is). */
export async function chooseCountry(context: BrowserContext, origin: string): Promise<void> {
  const session = await context.request.get(`${origin}/api/_auth/session`);
  const { profile } = (await session.json()) as { profile: { iProfile: number } };
  const saved = await context.request.put(`${origin}/api/update-info-profil/${profile.iProfile}`, {
    data: { sPaysFav: "FR", sPaysLangue: "FR/FR" },
  });
  if (!saved.ok()) throw new Error(`choosing a country failed: HTTP ${saved.status()}`);
}

async function loadedScriptUrls(origin: string, options: { chosen: boolean }): Promise<string[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: VIEWPORT });
    await context.addCookies([{ ...CONSENT_COOKIE, url: origin }]);
    if (options.chosen) await chooseCountry(context, origin);
    const page = await context.newPage();
    const urls = new Set<string>();
    page.on("response", (response) => {
      if (isScript(response.url(), response.request().resourceType())) urls.add(response.url());
    });
    await page.goto(`${origin}/`, { waitUntil: "networkidle", timeout: 45_000 });
    return [...urls];
  } finally {
    await browser.close();
  }
}

/** Module preloads are not always typed "script" by Chromium, hence the path test as well. */
function isScript(url: string, resourceType: string): boolean {
  if (resourceType === "script") return true;
  const { pathname } = new URL(url);
  return pathname.startsWith("/assets/") && pathname.endsWith(".js");
}

async function fetchIdentity(url: string): Promise<Uint8Array> {
  const response = await fetch(url, {
    headers: { "accept-encoding": "identity" },
    signal: AbortSignal.timeout(10_000),
  });
  if (!response.ok) throw new Error(`GET ${url}: HTTP ${response.status}`);
  const encoding = response.headers.get("content-encoding");
  if (encoding && encoding !== "identity") {
    throw new Error(`GET ${url} came back ${encoding}-encoded despite Accept-Encoding: identity`);
  }
  return new Uint8Array(await response.arrayBuffer());
}
