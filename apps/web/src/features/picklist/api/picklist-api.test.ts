import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { picklistBasketParam, savePicklist } from "./picklist-api";

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

  it("reads the basket of the address", () => {
    expect(picklistBasketParam({ iBasket: "12", iList: "BE,FR" })).toBe(12);
  });
});
