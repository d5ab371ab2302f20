/**
 * Issue 20: a document's line names its article ("KALLAX Étagère, blanc"); when the code on the
 * line belongs to another article ("LEAK"), the code or the name was misprinted or misread, and
 * the review says so. The retailer prints product names in capitals: a line agrees when one word of
 * the catalogue's name is on it (accents and case aside, one letter of a long word may differ, as
 * OCR misreads), disagrees when it has a word in capitals none of which is the catalogue's, and
 * cannot tell when it has none ("Étagère blanche").
 */
export type NameCheck = "agrees" | "disagrees";

const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .replace(/[Øø]/g, "O")
    .replace(/[Ææ]/g, "AE")
    .toUpperCase();

const words = (text: string) =>
  fold(text)
    .split(/[^A-Z0-9]+/)
    .filter((word) => word.length >= 2);

/** Words printed in capitals, three letters or more: the product names of a line. */
const capitalWords = (text: string) =>
  text.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= 3 && /^\p{Lu}+$/u.test(word));

/** One substitution, insertion or deletion at most. */
function nearlyEqual(a: string, b: string): boolean {
  if (a === b) return true;
  if (Math.abs(a.length - b.length) > 1 || Math.min(a.length, b.length) < 5) return false;
  let i = 0;
  while (i < a.length && a[i] === b[i]) i++;
  return (
    a.slice(i + 1) === b.slice(i + 1) ||
    a.slice(i + 1) === b.slice(i) ||
    a.slice(i) === b.slice(i + 1)
  );
}

/** Null when the catalogue does not know the code or the line prints no name to compare. */
export function checkDocumentName(
  documentName: string,
  catalogueName: string | null,
): NameCheck | null {
  if (!catalogueName) return null;
  const expected = words(catalogueName);
  const printed = words(documentName);
  if (expected.some((word) => printed.some((other) => nearlyEqual(word, other)))) return "agrees";
  return capitalWords(documentName).length > 0 && expected.length > 0 ? "disagrees" : null;
}
