/**
 * The product-types key an English type name stands for: the keys are the English wording in
 * lower case with hyphens (`Shelving unit` → `shelving-unit`, `Children's chair` →
 * `childrens-chair`), so the web can translate an article's type without the whole table. A type
 * name in another language, or one the table does not know, gives a key no locale file has: the
 * caller then shows the name as it came.
 */
export const productTypeKeyOfName = (name: string): string =>
  name
    .toLowerCase()
    .replace(/'/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
