import { ARTICLE_CODE_LENGTH, formatArticleCode } from "@frontalier/shared/article-code";

const articleCode = new RegExp(`^\\d{${ARTICLE_CODE_LENGTH}}$`);

/**
 * Spec §2/§4.4: a scanned article's podium, `/podium/802.456.78`. Throws for anything else, which
 * the scanner shows as 'Erreur lors de la navigation'. (Not checked with the route table: importing
 * it here would move shared code out of the entry chunk into one more first-visit request.)
 */
export function podiumPath(code: string): string {
  if (!articleCode.test(code)) throw new Error(`not an article code: ${code}`);
  return `/podium/${formatArticleCode(code)}`;
}
