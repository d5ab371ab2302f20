/** The `<script>` elements consent adds and removes, marked with `data-consent-id`. */
export type ScriptStatus = "loading" | "loaded" | "error";

const consentScripts = (doc: Document, id: string) =>
  [...doc.querySelectorAll<HTMLScriptElement>("script[data-consent-id]")].filter(
    (script) => script.dataset.consentId === id,
  );

export const hasConsentScript = (doc: Document, id: string) => consentScripts(doc, id).length > 0;

/** Adds the script once; returns false when it is already in the document. */
export function injectConsentScript(
  doc: Document,
  script: { id: string; src: string },
  onStatus: (status: ScriptStatus) => void,
): boolean {
  if (hasConsentScript(doc, script.id)) return false;
  const element = doc.createElement("script");
  element.async = true;
  element.src = script.src;
  element.dataset.consentId = script.id;
  element.addEventListener("load", () => onStatus("loaded"));
  element.addEventListener("error", () => onStatus("error"));
  doc.head.append(element);
  return true;
}

export function removeConsentScript(doc: Document, id: string): void {
  for (const element of consentScripts(doc, id)) element.remove();
}
