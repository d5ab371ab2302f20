import { ARTICLE_CODE_LENGTH } from "@frontalier/shared/article-code";
import { podiumPath } from "@frontalier/shared/route-links";

const articleCode = new RegExp(`^\\d{${ARTICLE_CODE_LENGTH}}$`);

/**
 * Spec §2/§4.4: a scanned article's podium, `/podium/802.758.87`. Only the 8 digits a decoder
 * reads are taken (the link builder would also read a code out of other text); anything else
 * throws, which the scanner shows as 'Erreur lors de la navigation'.
 */
export function scannedPodiumPath(code: string): string {
  if (!articleCode.test(code)) throw new Error(`not an article code: ${code}`);
  return podiumPath(code);
}
