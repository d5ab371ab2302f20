/**
 * A retailer bundle label's Data Matrix as the issue describes the real one: a `91` element, then
 * 24 lines of `240` article + `30` quantity, 19 distinct articles (5 listed twice). `codes` are
 * the articles to list (19 of them); `gs1` is the bracketed element string for a GS1 writer,
 * `plain` the same digits without any separator.
 */
export function bundleLabel(
  codes: readonly string[] = Array.from({ length: 19 }, (_, i) =>
    String(10_203_040 + i * 1_234_567).padStart(8, "0"),
  ),
) {
  const lines = [
    ...codes.map((code, i) => ({ code, quantity: (i % 4) + 1 })),
    ...codes.slice(0, 5).map((code, i) => ({ code, quantity: i + 2 })),
  ];
  const sums = new Map<string, number>();
  for (const line of lines) sums.set(line.code, (sums.get(line.code) ?? 0) + line.quantity);
  return {
    lines,
    articles: [...sums].map(([code, quantity]) => ({ code, quantity })),
    gs1: `(91)0042517${lines.map((l) => `(240)${l.code}(30)${l.quantity}`).join("")}`,
    plain: `910042517${lines.map((l) => `240${l.code}30${l.quantity}`).join("")}`,
  };
}
