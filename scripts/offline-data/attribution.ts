import {
  type CatalogueSource,
  catalogueColumns,
  type DerivedOfflineData,
  type OfflineArticle,
  offlineSources,
  storeColumns,
  storeSource,
} from "./sources.ts";

/** data/ATTRIBUTION.md: where each file comes from, under which licence, and how it was made. */
export function attribution(
  articles: OfflineArticle[],
  report: DerivedOfflineData["report"],
): string {
  const count = (source: CatalogueSource) => articles.filter((a) => a.source === source).length;
  const types = new Set(articles.map((a) => a.type)).size;
  const s = report.stores;
  const { sa, no } = offlineSources;
  return `# Attribution of the offline data

The files of this folder are derived from public data by \`scripts/derive-offline-data.ts\`
(\`npm run derive:data\`), which reads the copies described in the shared data folder's
SOURCES.md and writes these files sorted, so that a rebuild from the same sources changes
nothing. Do not edit them by hand. Every value is the source's own: no name, code, size or
price is invented.

## offline-catalogue.json

${articles.length} articles (${types} product types), one row per 8-digit article code, sorted
by code: \`${catalogueColumns.join("`, `")}\`.

| source | origin | licence | rows | distinct codes | kept |
| --- | --- | --- | --- | --- | --- |
| \`sa\`: IKEA Saudi Arabia furniture, ${sa.observed} | \`${sa.repository}\`, \`${sa.path}\`, commit \`${sa.commit}\` (TidyTuesday 2020-11-03, from the Kaggle data set \`ahmedkallam/ikea-sa-furniture-web-scraping\`) | ${sa.licence} | ${report.sources.sa.rows} | ${report.sources.sa.distinctCodes} | ${count("sa")} |
| \`no\`: IKEA Norway sofas and seating, ${no.observed} | \`${no.repository}\`, \`${no.path}\`, commit \`${no.commit}\` | ${no.licence} | ${report.sources.no.rows} | ${report.sources.no.distinctCodes} | ${count("no")} |

How each column was derived:
- \`code\`, \`isCombination\`: the 8 digits at the end of the product link (\`…-80275887/\`); an
  \`s\` before them marks a combination (\`…-s69305697/\`). The Saudi \`item_id\` column drops
  leading zeros and is not used.
- \`name\`: the product name, the Saudi \`name\` column, or the upper-case words of the Norwegian
  \`title\` before its type (\`SÖDERHAMN 3-seters sofa - …\` → \`SÖDERHAMN\`).
- \`type\`: a key of \`packages/shared/src/product-types.ts\`, found from the Saudi
  \`short_description\` up to its first comma or the Norwegian \`typeName\`. Articles whose type
  is not in that table are left out (Saudi: ${Object.values(report.sources.sa.untyped).reduce((n, v) => n + v, 0)} codes, Norwegian: ${Object.values(report.sources.no.untyped).reduce((n, v) => n + v, 0)}).
- \`widthCm\`, \`depthCm\`, \`heightCm\`: the source's \`width\`, \`depth\`, \`height\` in cm, null
  when not given.
- \`currency\`, \`priceMinor\`: the source's price in hundredths (SAR \`1785.5\` → 178550, NOK
  \`"6.195 NOK"\` → 619500), a reference from the source's date, not a current price.
- \`source\`: \`sa\` or \`no\`. The Saudi file lists an article once per category: its first row
  is kept. An article in both files is taken from the Saudi one
  (${report.sources.no.alreadyKept} Norwegian articles).

## stores.json

${s.kept} stores in ${s.countries} countries, sorted by country and store code:
\`${storeColumns.join("`, `")}\` (country in upper case, coordinates in degrees).

- Origin: \`${storeSource.repository}\`, \`${storeSource.path}\`, commit \`${storeSource.commit}\`,
  licence ${storeSource.licence}.
- The list has ${s.entries} entries: ${s.exactDuplicates} exact repeats were dropped, then the second
  entry of a store code already seen (${s.codeDuplicates.join(", ") || "none"}), then the
  ${s.withoutCoordinates.length} entries without coordinates (${s.withoutCoordinates.join(", ")}).
- Coordinates are swapped from the source's [longitude, latitude] into \`lat\`, \`lon\`.

## Licences

The Norwegian catalogue is dedicated to the public domain (CC0 1.0 Universal); it is credited
above all the same. The Saudi catalogue and the store list are under the MIT licence, whose
notice follows for each of them:

- ${sa.copyright} (\`${sa.repository}\`)
- ${storeSource.copyright} (\`${storeSource.repository}\`)

> Permission is hereby granted, free of charge, to any person obtaining a copy of this software
> and associated documentation files (the "Software"), to deal in the Software without
> restriction, including without limitation the rights to use, copy, modify, merge, publish,
> distribute, sublicense, and/or sell copies of the Software, and to permit persons to whom the
> Software is furnished to do so, subject to the following conditions:
>
> The above copyright notice and this permission notice shall be included in all copies or
> substantial portions of the Software.
>
> THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING
> BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND
> NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM,
> DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
> OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.
`;
}
