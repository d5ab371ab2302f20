const PLACEHOLDER = /\{\{\s*([\w.]+)\s*(?:,\s*(number|percent|hours|days)\s*)?\}\}/g;

type Style = "number" | "percent" | "hours" | "days";

const formats = new Map<string, Intl.NumberFormat>();

function numberFormat(locale: string, style: Style): Intl.NumberFormat {
  const id = `${locale}|${style}`;
  let format = formats.get(id);
  if (!format) {
    format =
      style === "hours" || style === "days"
        ? // A duration with its unit in the language's plural: 1 heure, 24 heures; 1 Tag, 7 Tage.
          new Intl.NumberFormat(locale, {
            style: "unit",
            unit: style === "hours" ? "hour" : "day",
            unitDisplay: "long",
          })
        : new Intl.NumberFormat(locale, {
            style: style === "percent" ? "percent" : "decimal",
            maximumFractionDigits: 1,
          });
    formats.set(id, format);
  }
  return format;
}

/**
 * A translated text with its placeholders filled, as i18next writes them: `{{name}}` takes the value
 * as it is, `{{name, number}}` a number in the language's way (`1 000` in French, `1,000` in
 * English), `{{name, percent}}` a ratio as a percent (0.4: `40 %` in French and German, `40%` in
 * English) and `{{name, hours}}` / `{{name, days}}` a duration with its unit in the right plural
 * (`1 heure`, `24 heures`). Limits are constants interpolated this way, so the text and the limit never
 * disagree.
 * A placeholder without a value stays as written.
 */
export function fillText(
  text: string,
  values: Readonly<Record<string, unknown>> | undefined,
  locale: string,
): string {
  if (!values || !text.includes("{{")) return text;
  return text.replace(PLACEHOLDER, (placeholder, name: string, style?: Style) => {
    const value = values[name];
    if (value === undefined || value === null) return placeholder;
    if (style && typeof value === "number") return numberFormat(locale, style).format(value);
    return String(value);
  });
}
