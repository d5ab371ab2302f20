import { afterEach, describe, expect, it, vi } from "vitest";
import { saveLanguageChoice } from "./save-language-choice";
import { clearSession, getSession, refreshSession } from "./session-store";

const sessionAnswer = {
  user: null,
  profile: {
    iProfile: 7,
    iBasket: 12,
    sIndex: 0,
    sPaysLangue: "BE/NL",
    sPaysFav: "BE",
    home: "BE",
    countries: ["BE", "FR"],
  },
};

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

describe("saveLanguageChoice (spec §3: sPaysLangue becomes LL/LL on a language change)", () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it("saves the chosen language as LL/LL in the profile and the session", async () => {
    const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) =>
      String(input).endsWith("/api/_auth/session") ? json(sessionAnswer) : json({}),
    );
    vi.stubGlobal("fetch", fetchMock);
    await refreshSession();
    expect(getSession().profile?.countryLanguage).toBe("BE/NL");

    saveLanguageChoice("de");

    expect(getSession().profile?.countryLanguage).toBe("DE/DE");
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[1] ?? [];
    expect(String(url)).toMatch(/\/api\/update-info-profil\/7$/);
    expect(init?.method).toBe("PUT");
    expect(JSON.parse(String(init?.body))).toEqual({ sPaysLangue: "DE/DE" });
  });

  it("does nothing before the session is known, and only logs a failed save", async () => {
    const fetchMock = vi.fn(async () => json({ error: { code: "internal" } }, 500));
    vi.stubGlobal("fetch", fetchMock);
    saveLanguageChoice("it");
    expect(fetchMock).not.toHaveBeenCalled();

    fetchMock.mockImplementationOnce(async () => json(sessionAnswer));
    await refreshSession();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    saveLanguageChoice("it");
    expect(getSession().profile?.countryLanguage).toBe("IT/IT");
    await vi.waitFor(() =>
      expect(warn).toHaveBeenCalledWith("Language choice not saved", expect.anything()),
    );
    warn.mockRestore();
  });
});
