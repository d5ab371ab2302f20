/** Spec §9: a menu's type-ahead buffer clears 350 ms after the last key. */
export const MENU_TYPEAHEAD_CLEAR_MS = 350;

/**
 * Type-ahead over a list of labels: each printable key extends the buffer, and the next label
 * starting with it (from the current item, wrapping) is returned.
 */
export function createTypeahead(clearAfterMs: number = MENU_TYPEAHEAD_CLEAR_MS) {
  let buffer = "";
  let timer: ReturnType<typeof setTimeout> | undefined;
  return {
    press(key: string, labels: readonly string[], current: number): number {
      if (key.length !== 1) return current;
      clearTimeout(timer);
      timer = setTimeout(() => {
        buffer = "";
      }, clearAfterMs);
      buffer += key.toLowerCase();
      const start = buffer.length === 1 ? current + 1 : current;
      for (let step = 0; step < labels.length; step++) {
        const index = (start + step) % labels.length;
        if (labels[index]?.toLowerCase().startsWith(buffer)) return index;
      }
      return current;
    },
    get buffer() {
      return buffer;
    },
  };
}
