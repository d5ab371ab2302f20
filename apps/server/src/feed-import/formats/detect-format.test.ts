import { describe, expect, it } from "vitest";
import { detectFormat } from "./detect-format.ts";

describe("detectFormat", () => {
  it.each([
    [
      "article_number,display_number,is_combination,name,country,currency,price,price_raw,observed,url,source_file",
      "multi-country-long",
    ],
    [
      "article_number,name,price,currency,availability,category,url,last_updated,source_path",
      "us-commercetxt",
    ],
    [
      ",item_id,name,category,price,old_price,sellable_online,link,other_colors,short_description,designer,depth,height,width",
      "sa-tidytuesday",
    ],
    [",source,title,image,description,url,price,typeName,onlineSellable,other_colors", "no-sofas"],
    ["Url,Category,Article number,Title,Price,Description,Dimensions,Image url", "ae-guilllemain"],
    // Order and surrounding spaces do not matter.
    ["price , country,name,currency,is_combination,article_number", "multi-country-long"],
  ])("%s → %s", (header, id) => expect(detectFormat(header.split(","))?.id).toBe(id));

  it("recognises nothing else", () => {
    expect(detectFormat(["code", "price"])).toBeNull();
    expect(detectFormat([""])).toBeNull();
  });
});
