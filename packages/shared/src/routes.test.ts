import { describe, expect, it } from "vitest";
import { routeSamplePaths } from "../test/route-samples";
import { matchRoute, routeIds, routes } from "./routes";

describe("route table (spec §2)", () => {
  it("has a route for every id and an id for every route", () => {
    expect(new Set(routes.map((r) => r.id))).toEqual(new Set(routeIds));
  });

  it.each(routeSamplePaths)("serves %s", (path) => {
    expect(matchRoute(path).kind).toBe("ok");
  });

  it("prefers a static segment over a parameter", () => {
    const match = matchRoute("/profil/update/update-profile");
    expect(match.kind === "ok" && match.route.path).toBe("/profil/update/update-profile");
  });

  it.each([
    "/podium/abc",
    "/podium/1234",
    "/profil/update/zero",
    "/picklist/x/FR",
    "/wishlist/hello",
  ])("fails the route check for %s", (path) => {
    expect(matchRoute(path).kind).toBe("check-failed");
  });

  it.each(["/nope", "/podium", "/podium/802.758.87/extra", "/wishlist/1/2"])(
    "matches nothing for %s",
    (path) => {
      expect(matchRoute(path).kind).toBe("none");
    },
  );

  it("matches case-insensitively like the web router", () => {
    expect(matchRoute("/paidrequired").kind).toBe("ok");
  });

  it("does not throw on malformed escapes", () => {
    expect(matchRoute("/podium/%E0%A4%A").kind).toBe("none");
  });
});
