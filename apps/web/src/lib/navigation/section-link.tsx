import type { ReactNode } from "react";
import { Link } from "react-router";
import { HOME_TABS_ID } from "../scroll";
import { useSectionLink } from "./use-section-link";

type Props = { section?: string; className?: string; children: ReactNode; "aria-current"?: "page" };

/** A link to a section of the home page (spec §2 anchors), with the scroll behaviour of spec §2. */
export function SectionLink({ section = HOME_TABS_ID, className, children, ...rest }: Props) {
  const goToSection = useSectionLink();
  return (
    <Link
      to={section === HOME_TABS_ID ? "/" : `/#${section}`}
      onClick={(event) => goToSection(section, event)}
      className={className}
      {...rest}
    >
      {children}
    </Link>
  );
}
