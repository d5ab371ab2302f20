import type { Page, Route } from "@playwright/test";

type Pattern = Parameters<Page["route"]>[0];

/**
 * Answers the requests `pattern` matches with the server's own answer, as `edit` changes it. A
 * request the page drops while it navigates on (its answer is then disposed) is let go: it is
 * no longer the page's, and failing the test on it would fail it on timing alone.
 */
export async function rewriteAnswer(
  page: Page,
  pattern: Pattern,
  edit: (answer: { text: string; route: Route }) => string | Promise<string>,
): Promise<void> {
  await page.route(pattern, async (route) => {
    try {
      const response = await route.fetch();
      const body = await edit({ text: await response.text(), route });
      await route.fulfill({ response, body });
    } catch (error) {
      if (!/disposed|closed/i.test(String(error))) throw error;
      await route.abort().catch(() => undefined);
    }
  });
}

/** `rewriteAnswer` for a JSON answer that `edit` changes in place. */
export function rewriteJson<T = Record<string, unknown>>(
  page: Page,
  pattern: Pattern,
  edit: (body: T) => void,
): Promise<void> {
  return rewriteAnswer(page, pattern, ({ text }) => {
    const body = JSON.parse(text) as T;
    edit(body);
    return JSON.stringify(body);
  });
}
