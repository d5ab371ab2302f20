/** Brand blue on both surfaces passes AA (6:1 light, 6.5:1 dark). */
export const linkStyle =
  "font-medium text-brand underline underline-offset-2 hover:text-brand-strong";
