import { describe, expect, it } from "vitest";
import { activeSection } from "./mobile-bar";

describe("mobile bar highlight (spec §2)", () => {
  it.each([
    ["/", "", "home"],
    ["/", "?tab=scanner", "scanner"],
    ["/", "?tab=pdf", "pdf"],
    ["/scanner", "", "scanner"],
    ["/file-pdf/upload-pdf", "", "pdf"],
    ["/upload", "", "pdf"],
    ["/wishlist/12", "?index=0", "wishlist"],
    ["/faq", "", null],
  ])("%s%s → %s", (path, search, expected) => {
    expect(activeSection(path, search)).toBe(expected);
  });
});
