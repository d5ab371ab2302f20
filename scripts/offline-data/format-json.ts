const lineWidth = 100;

/**
 * JSON as Biome formats it (objects one key a line, an array on one line when it fits in the line
 * width), so that `npm run lint` leaves the files as written: one article or store a line.
 */
export function formatJson(value: unknown, indent = "", prefix = "", suffix = ""): string {
  if (Array.isArray(value)) {
    const inline = `[${value.map((item) => JSON.stringify(item)).join(", ")}]`;
    const flat = value.every((item) => item === null || typeof item !== "object");
    if (flat && indent.length + prefix.length + inline.length + suffix.length <= lineWidth)
      return inline;
    if (value.length === 0) return "[]";
    const inner = `${indent}  `;
    const items = value.map(
      (item, i) => `${inner}${formatJson(item, inner, "", i < value.length - 1 ? "," : "")}`,
    );
    return `[\n${items.join(",\n")}\n${indent}]`;
  }
  if (value !== null && typeof value === "object") {
    const entries = Object.entries(value);
    if (entries.length === 0) return "{}";
    const inner = `${indent}  `;
    const lines = entries.map(([key, item], i) => {
      const head = `${JSON.stringify(key)}: `;
      return `${inner}${head}${formatJson(item, inner, head, i < entries.length - 1 ? "," : "")}`;
    });
    return `{\n${lines.join(",\n")}\n${indent}}`;
  }
  return JSON.stringify(value);
}
