import type { ReactNode } from "react";
import { Link } from "react-router";
import { linkClass } from "../link-style";

/** The sign-in or sign-up form, the providers' buttons below it, then the way to the other one. */
export function AuthFormLayout({
  children,
  providers,
  question,
  to,
  linkText,
}: {
  children: ReactNode;
  providers?: ReactNode;
  question: string;
  to: string;
  linkText: string;
}) {
  return (
    <div className="space-y-6">
      {children}
      {providers}
      <p className="text-center text-sm text-[var(--text-muted)]">
        {question}{" "}
        <Link to={to} className={linkClass}>
          {linkText}
        </Link>
      </p>
    </div>
  );
}
