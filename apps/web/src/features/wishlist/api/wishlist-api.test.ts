import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { addItem, copyIntoOwnBasket, createBasket } from "./wishlist-api";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const item = {
  code: "80275887",
  formattedCode: "802.758.87",
  name: "BILLY",
  typeName: null,
  imageUrl: null,
  isDemo: false,
  quantity: 2,
  addedAt: "2026-11-24T09:00:00.000Z",
};

describe("the wishlist api module (decision 023)", () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    fetchMock.mockReset();
    vi.stubGlobal("fetch", fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  const sent = (index = 0) => {
    const [url, init] = fetchMock.mock.calls[index] ?? [];
    return { url: String(url), body: init?.body ? JSON.parse(String(init.body)) : undefined };
  };

  it("send the basket as `?iBasket=` and read the wishlist into plain names", async () => {
    fetchMock.mockResolvedValueOnce(
      json({
        basket: {
          iBasket: 12,
          sIndex: 1,
          sName: "Salon",
          countries: ["BE", "FR"],
          home: "BE",
          shareToken: null,
        },
        items: [item],
        baskets: [
          { iBasket: 11, sIndex: 0, sName: "", currentPaysList: "FR,DE", articleCount: 0 },
          { iBasket: 12, sIndex: 1, sName: "Salon", currentPaysList: "BE,FR", articleCount: 1 },
        ],
      }),
    );
    const wishlist = await addItem(12, "80275887", 2);
    expect(sent().url).toContain("iBasket=12");
    expect(sent().body).toEqual({ code: "80275887", quantity: 2 });
    expect(wishlist).toEqual({
      basket: {
        basketId: 12,
        position: 1,
        name: "Salon",
        countries: ["BE", "FR"],
        home: "BE",
        shareToken: null,
      },
      items: [item],
      baskets: [
        { basketId: 11, position: 0, name: "", countries: ["FR", "DE"], articleCount: 0 },
        { basketId: 12, position: 1, name: "Salon", countries: ["BE", "FR"], articleCount: 1 },
      ],
    });
  });

  it("say where a new basket is", async () => {
    fetchMock.mockResolvedValueOnce(json({ iBasket: 31, sIndex: 2 }, 201));
    expect(await createBasket("")).toEqual({ basketId: 31, position: 2 });
  });

  it("copy into the current basket when a new one needs premium, and say so", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ iBasket: 11, sIndex: 0, added: 1, updated: 2, unknown: ["10000001"], noRoom: [] }),
    );
    const copy = await copyIntoOwnBasket("Xb3kP9qLmN2vT7wR4yZ8aQ", 11);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(sent(0).body).toEqual({ basket: "newOrCurrent", share: "Xb3kP9qLmN2vT7wR4yZ8aQ" });
    expect(copy).toEqual({
      basketId: 11,
      position: 0,
      intoCurrent: true,
      added: 1,
      updated: 2,
      unknown: 1,
      noRoom: 0,
    });
  });

  it("copy into a new basket and count what was left out", async () => {
    fetchMock.mockResolvedValueOnce(
      json({ iBasket: 14, sIndex: 1, added: 3, updated: 0, unknown: [], noRoom: ["1", "2"] }),
    );
    const copy = await copyIntoOwnBasket("Xb3kP9qLmN2vT7wR4yZ8aQ", 11);
    expect(copy).toMatchObject({ basketId: 14, intoCurrent: false, added: 3, noRoom: 2 });
  });
});
