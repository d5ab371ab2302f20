import { afterEach, describe, expect, it } from "vitest";
import {
  FETCHED_AT_HEADER,
  forgetOfflineAnswers,
  getOldestFetchedAt,
  noteAnswer,
  subscribeOfflineAnswers,
} from "./offline-answers";

const answer = (fetchedAt?: string) =>
  new Response("{}", { headers: fetchedAt ? { [FETCHED_AT_HEADER]: fetchedAt } : {} });

describe("answers the service worker served from its copies", () => {
  afterEach(forgetOfflineAnswers);

  it("ignores answers from the network", () => {
    noteAnswer(answer());
    noteAnswer(answer("soon"));
    expect(getOldestFetchedAt()).toBeNull();
  });

  it("keeps the oldest copy's time, telling listeners when it changes", () => {
    let calls = 0;
    const stop = subscribeOfflineAnswers(() => calls++);
    noteAnswer(answer("1764000000000"));
    noteAnswer(answer("1764000600000"));
    expect(getOldestFetchedAt()).toBe(1_764_000_000_000);
    noteAnswer(answer("1763990000000"));
    expect(getOldestFetchedAt()).toBe(1_763_990_000_000);
    expect(calls).toBe(2);
    forgetOfflineAnswers();
    expect(getOldestFetchedAt()).toBeNull();
    expect(calls).toBe(3);
    stop();
  });
});
