import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, expectTypeOf, it } from "vitest";
import { z } from "zod";
import { type createBasket, getSharedWishlist, shareBasket } from "./baskets.ts";
import {
  defineEndpoint,
  type EndpointInput,
  type EndpointReply,
  type EndpointResponse,
  endpointName,
  pathOf,
} from "./endpoint.ts";
import { allEndpoints } from "./endpoints.ts";
import { getProfilePhoto } from "./profile.ts";
import { getWishlist, type setWishlistQuantity } from "./wishlist.ts";

describe("pathOf", () => {
  it("fills and encodes the path's parameters", () => {
    expect(pathOf(shareBasket, { id: 12 })).toBe("/api/baskets/12/share");
    expect(pathOf(getSharedWishlist, { token: "a/b?c" })).toBe("/api/shared/a%2Fb%3Fc");
    expect(pathOf(getProfilePhoto, { id: "3", digest: "00ff00ff00ff00ff" })).toBe(
      "/api/profile-photos/3/00ff00ff00ff00ff",
    );
    expect(pathOf(getWishlist)).toBe("/api/wishlist");
  });

  it("refuses to build a URL with a parameter missing", () => {
    expect(() => pathOf(shareBasket, {} as { id: number })).toThrow(/:id/);
  });
});

describe("endpoint types", () => {
  it("infer each part of the input and the answer", () => {
    expectTypeOf<EndpointInput<typeof setWishlistQuantity>>().toEqualTypeOf<
      { params: { code: string } } & { query?: { iBasket?: string | number | undefined } } & {
        body: { quantity: unknown; write?: { id: string; at: number } | undefined };
      }
    >();
    expectTypeOf<EndpointResponse<typeof createBasket>>().toEqualTypeOf<{
      iBasket: number;
      sIndex: number;
    }>();
    expectTypeOf<EndpointReply<typeof createBasket>>().toEqualTypeOf<{
      iBasket: number;
      sIndex: number;
    }>();
  });

  it("hold the params to the path's :segments", () => {
    defineEndpoint({
      method: "GET",
      path: "/api/things/:id",
      // @ts-expect-error a segment without its schema
      params: z.object({ other: z.string() }),
      response: z.void(),
      access: "anyone",
    });
    // @ts-expect-error a path with a segment and no params
    defineEndpoint({
      method: "GET",
      path: "/api/things/:id",
      response: z.void(),
      access: "anyone",
    });
    defineEndpoint({
      method: "GET",
      path: "/api/things",
      // @ts-expect-error params for a path without segments
      params: z.object({ id: z.string() }),
      response: z.void(),
      access: "anyone",
    });
  });
});

describe("allEndpoints", () => {
  it("lists each method and path once", () => {
    const names = allEndpoints.map(endpointName);
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([]);
  });

  it("includes every contract file that defines endpoints", () => {
    const registry = readFileSync(new URL("./endpoints.ts", import.meta.url), "utf8");
    const files = readdirSync(new URL(".", import.meta.url)).filter(
      (name) =>
        name.endsWith(".ts") &&
        !name.endsWith(".test.ts") &&
        readFileSync(new URL(name, import.meta.url), "utf8").includes("defineEndpoint({"),
    );
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((name) => !registry.includes(`from "./${name}"`))).toEqual([]);
  });

  it("declares owned ids only where the endpoint takes them", () => {
    for (const endpoint of allEndpoints) {
      for (const owned of endpoint.owned ?? []) {
        const part = endpoint[owned.in];
        const shape = part && "shape" in part ? (part.shape as Record<string, unknown>) : {};
        expect(Object.keys(shape), `${endpointName(endpoint)} ${owned.name}`).toContain(owned.name);
      }
    }
  });
});
