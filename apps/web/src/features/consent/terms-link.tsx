import type { ReactNode } from "react";
import { Link, useInRouterContext } from "react-router";
import { linkStyle } from "./link-style";

export const TERMS_PATH = "/terms";

/** Client-side navigation inside the router; a plain link wherever the banner is mounted outside. */
export function TermsLink({ children }: { children: ReactNode }) {
  return useInRouterContext() ? (
    <Link to={TERMS_PATH} className={linkStyle}>
      {children}
    </Link>
  ) : (
    <a href={TERMS_PATH} className={linkStyle}>
      {children}
    </a>
  );
}
