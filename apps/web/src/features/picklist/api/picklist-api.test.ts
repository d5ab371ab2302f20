import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { picklistBasketParam, savePicklist, savePicklistEdit } from "./picklist-api";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("the picklist api module (decision 023)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it("writes the picklist as `sPaysListe` and read it back as countries", async () => {
    fetchMock.mockResolvedValueOnce(json({ iBasket: 12, sPaysListe: "BE,FR,NL", home: "BE" }));
    const picklist = await savePicklist(12, ["BE", "FR", "NL"]);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toContain("iBasket=12");
    expect(JSON.parse(String(init?.body))).toEqual({ sPaysListe: "BE,FR,NL" });
    expect(picklist).toEqual({ basketId: 12, countries: ["BE", "FR", "NL"], home: "BE" });
  });

  it("adds and removes a country with spec §7's own calls, and reorders with the whole list", async () => {
    const answer = (list: string) => json({ iBasket: 12, sPaysListe: list, home: "BE" });
    fetchMock
      .mockResolvedValueOnce(answer("BE,FR,NL,PL"))
      .mockResolvedValueOnce(answer("BE,NL,PL"))
      .mockResolvedValueOnce(answer("BE,PL,NL"));
    expect(await savePicklistEdit(12, { add: "PL" }, ["BE", "FR", "NL", "PL"])).toEqual({
      basketId: 12,
      countries: ["BE", "FR", "NL", "PL"],
      home: "BE",
    });
    await savePicklistEdit(12, { remove: "FR" }, ["BE", "NL", "PL"]);
    await savePicklistEdit(12, { reorder: true }, ["BE", "PL", "NL"]);
    const calls = fetchMock.mock.calls.map(([url, init]) => ({
      path: new URL(String(url), "http://localhost").pathname,
      query: new URL(String(url), "http://localhost").searchParams.get("iBasket"),
      method: init?.method,
      body: JSON.parse(String(init?.body)),
    }));
    expect(calls).toEqual([
      { path: "/api/add-pays-listpays", query: "12", method: "POST", body: { paysToAdd: "PL" } },
      { path: "/api/update-listpays", query: "12", method: "POST", body: { paysToRemove: "FR" } },
      {
        path: "/api/update-payList-to-basket",
        query: "12",
        method: "POST",
        body: { sPaysListe: "BE,PL,NL" },
      },
    ]);
  });

  it("reads the basket of the address", () => {
    expect(picklistBasketParam({ iBasket: "12", iList: "BE,FR" })).toBe(12);
  });
});
