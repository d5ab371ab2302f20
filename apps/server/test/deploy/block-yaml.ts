/**
 * Reads the YAML that compose.yaml is written in: block mappings and sequences by indentation,
 * plain, quoted and flow-sequence (`["a", "b"]`) scalars, full-line comments. No anchors, tags
 * or multi-line scalars: the file keeps to this subset so that the drift test can read it without
 * a YAML dependency, and this reader throws on anything else rather than misread it.
 */
export type YamlValue = string | YamlValue[] | { [key: string]: YamlValue };

interface Line {
  indent: number;
  text: string;
  number: number;
}

function scalar(raw: string, number: number): YamlValue {
  const text = raw.trim();
  if (text.startsWith("[")) return JSON.parse(text) as string[];
  if (text.startsWith('"')) return JSON.parse(text) as string;
  if (text.startsWith("'")) return text.slice(1, -1).replaceAll("''", "'");
  if (/^[&*!|>]/.test(text) || text.includes(" #")) {
    throw new Error(`line ${number}: outside the YAML subset: ${text}`);
  }
  return text;
}

function block(lines: Line[], start: number, indent: number): [YamlValue, number] {
  const first = lines[start];
  if (!first || first.indent < indent) return ["", start];
  if (first.text.startsWith("- ")) {
    const list: YamlValue[] = [];
    let index = start;
    while (lines[index]?.indent === indent && lines[index]?.text.startsWith("- ")) {
      const line = lines[index] as Line;
      list.push(scalar(line.text.slice(2), line.number));
      index += 1;
    }
    return [list, index];
  }
  const map: { [key: string]: YamlValue } = {};
  let index = start;
  while (index < lines.length) {
    const line = lines[index] as Line;
    if (line.indent < indent) break;
    if (line.indent > indent) throw new Error(`line ${line.number}: unexpected indentation`);
    const match = /^("[^"]+"|[^:\s][^:]*):(?:\s+(.*))?$/.exec(line.text);
    if (!match) throw new Error(`line ${line.number}: not a key: ${line.text}`);
    const key = (match[1] ?? "").replace(/^"|"$/g, "");
    if (match[2] !== undefined && match[2] !== "") {
      map[key] = scalar(match[2], line.number);
      index += 1;
    } else {
      const next = lines[index + 1];
      if (next && next.indent > indent) {
        [map[key], index] = block(lines, index + 1, next.indent);
      } else {
        map[key] = "";
        index += 1;
      }
    }
  }
  return [map, index];
}

export function readBlockYaml(text: string): YamlValue {
  const lines: Line[] = [];
  text.split("\n").forEach((raw, index) => {
    if (raw.includes("\t")) throw new Error(`line ${index + 1}: a tab`);
    const trimmed = raw.trim();
    if (trimmed === "" || trimmed.startsWith("#")) return;
    lines.push({ indent: raw.length - raw.trimStart().length, text: trimmed, number: index + 1 });
  });
  const [value, end] = block(lines, 0, 0);
  if (end !== lines.length) throw new Error(`line ${lines[end]?.number}: not read`);
  return value;
}
