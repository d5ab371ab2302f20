/**
 * Lower case without accents, spaces collapsed: what `articles.search_name` holds and what a name
 * query is matched against (`BJÖRKSNÄS` → `bjorksnas`). Letters that are not a base letter plus
 * an accent (ø, æ, ł) stay as they are, as shoppers type them.
 */
export const searchName = (text: string): string =>
  text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
