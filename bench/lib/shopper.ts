/**
 * A shopper for Lighthouse, which starts a cold Chromium: the cookies of a guest who chose France
 * and answered the cookie banner, sent with every request. A guest who has chosen no country is
 * sent to /select-country (spec §4), which Lighthouse would then measure instead of the page.
 */
export async function shopperCookieHeader(origin: string): Promise<string> {
  const jar = new Map([["cookie_consent", "declined"]]);
  const keep = (response: Response) => {
    for (const cookie of response.headers.getSetCookie()) {
      const pair = cookie.split(";")[0]!;
      const at = pair.indexOf("=");
      jar.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");
  const session = await fetch(`${origin}/api/_auth/session`);
  keep(session);
  const { profile } = (await session.json()) as { profile: { iProfile: number } };
  const update = await fetch(`${origin}/api/update-info-profil/${profile.iProfile}`, {
    method: "PUT",
    headers: { "content-type": "application/json", cookie: header() },
    body: JSON.stringify({ sPaysFav: "FR", sPaysLangue: "FR/FR" }),
  });
  if (!update.ok) throw new Error(`profile update: HTTP ${update.status}`);
  keep(update);
  return header();
}
