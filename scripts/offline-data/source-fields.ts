/** RFC 4180: fields separated by commas, quoted with `"` when they hold commas, quotes or newlines. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
    } else field += c;
  }
  if (field !== "" || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

export function csvRecords(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  if (!header) throw new Error("empty CSV");
  return rows.map((cells, index) => {
    if (cells.length !== header.length)
      throw new Error(`row ${index + 1}: ${cells.length} fields, the header has ${header.length}`);
    return Object.fromEntries(header.map((name, i) => [name, cells[i] ?? ""]));
  });
}

/** The 8 digits at the end of a product URL (`…-80275887/`, combinations `…-s69305697/`). */
export function codeFromLink(link: string): { code: string; isCombination: boolean } | null {
  const match = /-(s?)(\d{8})\/?$/.exec(link.trim());
  return match ? { code: match[2]!, isCombination: match[1] === "s" } : null;
}

/** `"6.195 NOK"` → 619500: the Norwegian file writes thousands with a dot and no decimals. */
export function parseNokPrice(text: string): number | null {
  const match = /^(\d{1,3}(?:\.\d{3})*) NOK$/.exec(text.trim());
  return match ? Number(match[1]!.replaceAll(".", "")) * 100 : null;
}

/** `"1785.5"` (SAR, a decimal number) → 178550. */
export function parseSarPrice(text: string): number | null {
  if (!/^\d+(\.\d+)?$/.test(text.trim())) return null;
  const minor = Math.round(Number(text) * 100);
  return minor > 0 ? minor : null;
}

/** `"198 cm"`, `"77"`, `"45,5 cm"` → centimetres; empty or anything else → null. */
export function parseCentimetres(text: string): number | null {
  const match = /^(\d+(?:[.,]\d+)?)(?: cm)?$/.exec(text.trim());
  if (!match) return null;
  const value = Number(match[1]!.replace(",", "."));
  return value > 0 ? value : null;
}

/** `"SÖDERHAMN 3-seters sofa - Viarp beige/brun"` with type `3-seters sofa` → `SÖDERHAMN`. */
export function norwegianName(title: string, typeName: string): string | null {
  const at = title.indexOf(` ${typeName}`);
  const head =
    at > 0 ? title.slice(0, at) : (/^[\p{Lu}\d][\p{Lu}\d\s/-]*(?=\s)/u.exec(title)?.[0] ?? "");
  const name = head.trim();
  return name !== "" && name === name.toUpperCase() ? name : null;
}
