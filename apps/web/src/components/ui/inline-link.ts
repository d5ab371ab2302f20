/** A link inside running text: the brand colour, underlined. */
export const inlineLinkClass =
  "font-semibold text-brand underline underline-offset-2 hover:text-brand-strong";
