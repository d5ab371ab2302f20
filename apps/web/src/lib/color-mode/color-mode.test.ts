import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  forceColorMode,
  readPreference,
  resolveColorMode,
  setColorModePreference,
} from "./color-mode";

describe("colour mode (spec §4)", () => {
  beforeEach(() => {
    localStorage.clear();
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    }));
  });

  it("resolves system from the OS and lets a page force light or dark", () => {
    expect(resolveColorMode("system", true)).toBe("dark");
    expect(resolveColorMode("system", false)).toBe("light");
    expect(resolveColorMode("dark", false)).toBe("dark");
    expect(resolveColorMode("dark", false, "light")).toBe("light");
  });

  it("stores the preference locally and applies it", () => {
    setColorModePreference("dark");
    expect(readPreference()).toBe("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    setColorModePreference("system");
    expect(localStorage.getItem("color-mode")).toBeNull();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("restores the preference when a page releases its forced mode", () => {
    setColorModePreference("light");
    const release = forceColorMode("dark");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    release();
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });
});
