import { ecbSnapshot } from "@frontalier/shared/ecb-rates";
import { describe, expect, it } from "vitest";
import { EcbRatesFormatError, parseEcbXml } from "./parse-ecb-xml.ts";
import { ECB_DAILY_FIXTURE, readSharedData } from "./shared-data-fixtures.ts";

const fixture = readSharedData(ECB_DAILY_FIXTURE);

const envelope = (cubes: string) =>
  `<?xml version="1.0" encoding="UTF-8"?>
<gesmes:Envelope xmlns:gesmes="http://www.gesmes.org/xml/2002-08-01" xmlns="http://www.ecb.int/vocabulary/2002-08-01/eurofxref">
  <gesmes:subject>Reference rates</gesmes:subject>
  <gesmes:Sender><gesmes:name>European Central Bank</gesmes:name></gesmes:Sender>
  <Cube>${cubes}</Cube>
</gesmes:Envelope>`;

const oneDay = (rates: string, time = "2025-05-09") =>
  envelope(`<Cube time='${time}'>${rates}</Cube>`);

describe("parseEcbXml", () => {
  it.skipIf(!fixture)(
    `reads the ECB daily file of 2025-05-09${fixture ? "" : " (skipped: shared/data is absent)"}`,
    () => {
      const [day, ...others] = parseEcbXml(fixture!);
      expect(others).toEqual([]);
      expect(day).toEqual(ecbSnapshot);
    },
  );

  it("reads several days, newest first, with the given source", () => {
    const xml = envelope(
      `<Cube time="2025-05-08"><Cube currency="CHF" rate="0.93"/></Cube>
       <Cube time="2025-05-09"><Cube currency="CHF" rate="0.9353"/><Cube currency="SEK" rate="10.9200"/></Cube>`,
    );
    expect(parseEcbXml(xml, "test")).toEqual([
      { date: "2025-05-09", source: "test", perEuro: { CHF: 0.9353, SEK: 10.92 } },
      { date: "2025-05-08", source: "test", perEuro: { CHF: 0.93 } },
    ]);
  });

  const malformed: [string, string, RegExp][] = [
    ["an empty body", "", /empty document|root/i],
    ["a truncated file", oneDay(`<Cube currency='CHF' rate='0.9'/>`).slice(0, 300), /line \d+/],
    [
      "an HTML error page",
      "<html><body>Service unavailable</body></html>",
      /unexpected root <html>/,
    ],
    ["plain text", "502 Bad Gateway", /line 1/],
    [
      "a rate that is no number",
      oneDay(`<Cube currency='CHF' rate='n/a'/>`),
      /"n\/a" is not a rate/,
    ],
    ["a negative rate", oneDay(`<Cube currency='CHF' rate='-1'/>`), /not a rate/],
    ["a zero rate", oneDay(`<Cube currency='CHF' rate='0'/>`), /not a rate/],
    ["a bad currency", oneDay(`<Cube currency='chf' rate='0.9'/>`), /not a currency code/],
    ["a missing rate", oneDay(`<Cube currency='CHF'/>`), /without its rate/],
    [
      "a missing time",
      envelope(`<Cube><Cube currency='CHF' rate='0.9'/></Cube>`),
      /without its time/,
    ],
    ["an impossible date", oneDay(`<Cube currency='CHF' rate='0.9'/>`, "2025-02-30"), /not a date/],
    [
      "a currency twice",
      oneDay(`<Cube currency='CHF' rate='0.9'/><Cube currency='CHF' rate='0.8'/>`),
      /CHF appears twice/,
    ],
    ["a day without rates", oneDay(""), /no rate on 2025-05-09/],
    ["no day at all", envelope(""), /no <Cube time/],
    ["a foreign element in a day", oneDay(`<Rate currency='CHF'>0.9</Rate>`), /unexpected <Rate>/],
    ["text in a day", oneDay(`CHF 0.9`), /text inside <Cube>/],
    [
      "a DOCTYPE",
      `<!DOCTYPE x [<!ENTITY e "1">]>${oneDay(`<Cube currency='CHF' rate='0.9'/>`)}`,
      /DOCTYPE/,
    ],
    [
      "a rate in the wrong namespace",
      oneDay(`<x:Cube xmlns:x="urn:other" currency='CHF' rate='0.9'/>`),
      /unexpected <x:Cube>/,
    ],
    ["a mismatched end tag", oneDay(`<Cube currency='CHF' rate='0.9'></Cub>`), /line \d+/],
  ];

  it.each(malformed)("rejects %s with a clear error", (_name, xml, message) => {
    expect(() => parseEcbXml(xml)).toThrow(EcbRatesFormatError);
    expect(() => parseEcbXml(xml)).toThrow(message);
  });
});
