/** Brand blue on both surfaces passes AA; underlined so that links do not rely on colour. */
export const linkClass =
  "rounded-sm font-semibold text-brand underline underline-offset-2 hover:text-brand-strong";
