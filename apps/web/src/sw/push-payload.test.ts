import { describe, expect, it } from "vitest";
import { readAlertPush } from "./push-payload";

const origin = "https://frontalier.test";
const push = {
  title: "Baisse de prix : LACK",
  body: "France : 24,99 €",
  url: "/podium/402.758.14",
  alertId: "drop:7",
  stopUrl: "/api/alerts/stop/abcdefghijklmnopqrstuvwx",
  stopLabel: "Arrêter cette alerte",
};

describe("readAlertPush", () => {
  it("reads the server's alert payload", () => {
    expect(readAlertPush(push, origin)).toEqual(push);
  });

  it("keeps the notification on this site", () => {
    for (const url of ["https://evil.test/x", "//evil.test/x", "javascript:alert(1)", "podium"]) {
      expect(readAlertPush({ ...push, url }, origin), url).toBeNull();
    }
    for (const stopUrl of ["https://evil.test/api/alerts/stop/x", "/api/profile", "//evil.test"]) {
      expect(readAlertPush({ ...push, stopUrl }, origin), stopUrl).toBeNull();
    }
  });

  it("refuses what is not an alert", () => {
    for (const data of [
      null,
      "text",
      3,
      {},
      { ...push, title: 5 },
      { ...push, body: "x".repeat(2000) },
    ]) {
      expect(readAlertPush(data, origin)).toBeNull();
    }
  });
});
