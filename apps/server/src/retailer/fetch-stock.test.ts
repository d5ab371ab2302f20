import { describe, expect, it } from "vitest";
import { parseAvailabilities } from "./parse-availabilities.ts";
import { createRetailerClient } from "./retailer-client.ts";
import { availabilitiesPath, matchRetailerPath } from "./retailer-paths.ts";
import { RetailerRequestError } from "./retailer-request-error.ts";

const germany = { country: "DE", locale: "de/de" };
const answer = {
  data: [
    {
      classUnitKey: { classUnitCode: "063", classUnitType: "STO" },
      itemKey: { itemNo: "50411990" },
      availableStocks: [{ type: "CASHCARRY", quantity: 4 }],
    },
  ],
};

describe("the store-stock API", () => {
  it("has a path the stand-in retailer reads back", () => {
    const path = availabilitiesPath("50411990", germany);
    expect(path).toBe("/cia/availabilities/ru/de?itemNos=50411990&expand=StoresList%2CRestocks");
    const url = new URL(path, "http://stand-in");
    expect(matchRetailerPath(url.pathname, url.searchParams)).toEqual({
      kind: "availabilities",
      cc: "de",
      code: "50411990",
    });
    expect(matchRetailerPath("/cia/availabilities/ru/de", new URLSearchParams("itemNos=1"))).toBe(
      null,
    );
  });

  it("sends the client id the API asks for, and reads the answer", async () => {
    const seen: { url: string; clientId: string | null }[] = [];
    const client = createRetailerClient({
      baseUrl: "https://www.example.test",
      stockBaseUrl: "https://api.example.test/",
      stockClientId: "client-123",
      fetch: async (input, init) => {
        seen.push({
          url: String(input),
          clientId: new Headers(init?.headers).get("x-client-id"),
        });
        return Response.json(answer);
      },
    });
    expect(client.hasStock).toBe(true);
    expect(await client.fetchStock("50411990", germany)).toEqual(
      parseAvailabilities(answer, "50411990"),
    );
    expect(seen).toEqual([
      {
        url: "https://api.example.test/cia/availabilities/ru/de?itemNos=50411990&expand=StoresList%2CRestocks",
        clientId: "client-123",
      },
    ]);
  });

  it("fails with a RetailerRequestError without an API, on a bad answer or a bad code", async () => {
    const none = createRetailerClient({ baseUrl: "https://www.example.test" });
    expect(none.hasStock).toBe(false);
    await expect(none.fetchStock("50411990", germany)).rejects.toThrow(RetailerRequestError);
    const html = createRetailerClient({
      baseUrl: "https://www.example.test",
      stockBaseUrl: "https://api.example.test",
      fetch: async () => Response.json({ data: "maintenance" }),
    });
    await expect(html.fetchStock("50411990", germany)).rejects.toThrow(RetailerRequestError);
    await expect(html.fetchStock("5041", germany)).rejects.toThrow(RetailerRequestError);
  });
});
