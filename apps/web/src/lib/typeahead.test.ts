import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createTypeahead, MENU_TYPEAHEAD_CLEAR_MS } from "./typeahead";

const labels = ["Profil", "Paramètres", "Déconnexion"];

describe("menu type-ahead (spec §9: cleared after 350 ms)", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it("jumps to the next item starting with the typed letter", () => {
    const typeahead = createTypeahead();
    expect(typeahead.press("d", labels, 0)).toBe(2);
    vi.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS);
    expect(typeahead.press("p", labels, 0)).toBe(1);
  });

  it("extends the buffer within 350 ms and clears it after", () => {
    const typeahead = createTypeahead();
    typeahead.press("p", labels, 2);
    vi.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS - 1);
    expect(typeahead.press("a", labels, 0)).toBe(1);
    expect(typeahead.buffer).toBe("pa");
    vi.advanceTimersByTime(MENU_TYPEAHEAD_CLEAR_MS);
    expect(typeahead.buffer).toBe("");
  });

  it("ignores keys that are not characters", () => {
    expect(createTypeahead().press("ArrowDown", labels, 1)).toBe(1);
  });
});
