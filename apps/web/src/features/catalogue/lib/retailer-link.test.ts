import { describe, expect, it } from "vitest";
import { retailerLink } from "./retailer-link";

describe("retailer link", () => {
  it("goes to the article's page when the retailer gave it", () => {
    expect(
      retailerLink(
        { country: "DE", productUrl: "https://www.ikea.com/de/de/p/x-80275887/" },
        "80275887",
      ),
    ).toEqual({ href: "https://www.ikea.com/de/de/p/x-80275887/", kind: "product" });
  });

  it("searches the code on the country's site otherwise", () => {
    expect(retailerLink({ country: "CH", productUrl: null }, "80275887")).toEqual({
      href: "https://www.ikea.com/ch/de/search/?q=80275887",
      kind: "search",
    });
  });

  it("has no link for a market it does not know", () => {
    expect(retailerLink({ country: "ZZ", productUrl: null }, "80275887")).toBeNull();
  });
});
