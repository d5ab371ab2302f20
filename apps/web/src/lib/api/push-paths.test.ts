import { stopAlert } from "@frontalier/shared/contracts/alerts";
import {
  pushKey,
  removePushSubscription,
  savePushSubscription,
} from "@frontalier/shared/contracts/push";
import { describe, expect, it } from "vitest";
import { PUSH_PATHS } from "./push-paths";

describe("the service worker's push paths (decision 042)", () => {
  it("are the contracts' paths", () => {
    expect(PUSH_PATHS.key).toBe(pushKey.path);
    expect(PUSH_PATHS.save).toBe(savePushSubscription.path);
    expect(PUSH_PATHS.remove).toBe(removePushSubscription.path);
    expect(stopAlert.path).toBe(`${PUSH_PATHS.stopPrefix}:token`);
  });
});
