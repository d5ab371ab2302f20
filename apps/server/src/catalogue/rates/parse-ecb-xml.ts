import { ECB_SOURCE } from "@frontalier/shared/ecb-rates";
import type { RateTable } from "@frontalier/shared/money";
import { SaxesParser, type SaxesTagNS } from "saxes";

const GESMES_NS = "http://www.gesmes.org/xml/2002-08-01";
const ECB_NS = "http://www.ecb.int/vocabulary/2002-08-01/eurofxref";

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const currencyCode = /^[A-Z]{3}$/;
const decimal = /^\d{1,12}(\.\d{1,10})?$/;

/** The ECB file could not be read as reference rates; the message says where and why. */
export class EcbRatesFormatError extends Error {
  override name = "EcbRatesFormatError";
}

const isRealDate = (text: string) =>
  isoDate.test(text) && new Date(`${text}T00:00:00Z`).toISOString().slice(0, 10) === text;

/**
 * Reads the ECB's reference-rate XML (eurofxref-daily.xml, or the -hist-90d variant with many
 * days): a gesmes envelope holding `<Cube><Cube time=…><Cube currency=… rate=…/>…`. It must be
 * well-formed and exactly that shape, since a half-read file would silently price in wrong
 * currencies. Returns one table per day, newest first.
 */
export function parseEcbXml(xml: string, source: string = ECB_SOURCE): RateTable[] {
  const parser = new SaxesParser({ xmlns: true, position: true });
  const days: RateTable[] = [];
  const stack: string[] = [];
  let day: RateTable | undefined;
  let rootSeen = false;

  const fail = (message: string): never => {
    throw new EcbRatesFormatError(
      `ECB rates XML: ${message} (line ${parser.line}, column ${parser.column + 1})`,
    );
  };
  const attribute = (tag: SaxesTagNS, name: string) => {
    const value = tag.attributes[name]?.value.trim();
    return value ? value : fail(`<Cube> without its ${name} attribute`);
  };

  parser.on("error", (error) => fail(error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, "")));
  parser.on("doctype", () => fail("a DOCTYPE is not expected"));
  parser.on("opentag", (tag) => {
    const parent = stack.at(-1);
    stack.push(
      tag.uri === ECB_NS && tag.local === "Cube" ? `cube${cubeDepth(stack) + 1}` : "other",
    );
    if (parent === undefined) {
      if (tag.uri !== GESMES_NS || tag.local !== "Envelope") fail(`unexpected root <${tag.name}>`);
      rootSeen = true;
      return;
    }
    const current = stack.at(-1);
    if (parent.startsWith("cube") && current === "other")
      fail(`unexpected <${tag.name}> in <Cube>`);
    if (current === "cube1" && stack.length !== 2) fail("<Cube> outside the envelope");
    if (current === "cube2") {
      const date = attribute(tag, "time");
      if (!isRealDate(date)) fail(`"${date}" is not a date (YYYY-MM-DD)`);
      if (days.some((known) => known.date === date)) fail(`the day ${date} appears twice`);
      day = { date, source, perEuro: {} };
      days.push(day);
    }
    if (current === "cube3") {
      const currency = attribute(tag, "currency");
      const rate = attribute(tag, "rate");
      if (!currencyCode.test(currency)) fail(`"${currency}" is not a currency code`);
      if (!decimal.test(rate) || Number(rate) <= 0) fail(`"${rate}" is not a rate for ${currency}`);
      if (!day) return fail("a rate outside a day");
      if (day.perEuro[currency] !== undefined) fail(`${currency} appears twice on ${day.date}`);
      day.perEuro[currency] = Number(rate);
    }
    if (current === "cube4") fail("<Cube> nested too deep");
  });
  parser.on("text", (text) => {
    if (stack.at(-1)?.startsWith("cube") && text.trim()) fail("text inside <Cube>");
  });
  parser.on("closetag", () => {
    if (stack.pop() === "cube2" && day && Object.keys(day.perEuro).length === 0) {
      fail(`no rate on ${day.date}`);
    }
  });

  parser.write(xml).close();
  if (!rootSeen) fail("empty document");
  if (days.length === 0) fail("no <Cube time=…> day of rates");
  return days.sort((a, b) => b.date.localeCompare(a.date));
}

const cubeDepth = (stack: readonly string[]) => stack.filter((s) => s.startsWith("cube")).length;
