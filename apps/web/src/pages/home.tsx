import { ADVERTISED_PRICE_GAP } from "@frontalier/shared/premium-text-values";
import { MARKET_COUNT } from "@frontalier/shared/text-figures";
import { Bell, Mail, Sparkles } from "lucide-react";
import { lazy, type ReactNode, Suspense, useState } from "react";
import { Link } from "react-router";
import { buttonClass } from "../components/ui/button";
import { CodeSearchForm } from "../features/home/code-search-form";
import { FeatureTabs } from "../features/home/feature-tabs";
import { useTranslation } from "../i18n/use-translation";

// The first download's budget has no room for what sits far below the fold: the plans and the
// forms come in one chunk when a section nears the viewport (a hash link scrolls it there too).
const BelowFold = lazy(() => import("../app/home-below-fold"));

export function Page() {
  const { t } = useTranslation("home");
  return (
    <>
      <section className="bg-gradient-to-b from-brand-soft to-[var(--surface)] px-4 pt-12 pb-10 sm:pt-16">
        <div className="mx-auto flex max-w-5xl flex-col items-start gap-6">
          <span className="rounded-full bg-badge px-3 py-1 text-xs font-bold text-[#111]">
            {t("hero.badge", { count: MARKET_COUNT })}
          </span>
          <h1 className="max-w-3xl text-4xl font-extrabold tracking-tight sm:text-5xl">
            {t("hero.title", { gap: ADVERTISED_PRICE_GAP })}
          </h1>
          <p className="max-w-2xl text-lg text-[var(--text-muted)]">{t("hero.lead")}</p>
          <CodeSearchForm />
          <p className="text-sm text-[var(--text-muted)]">{t("search.examples")}</p>
        </div>
      </section>
      <FeatureTabs />
      <HomeSection id="abonnement-section" Icon={Sparkles} to="/subscription" highlighted>
        <BelowFold section="abonnement" />
      </HomeSection>
      <HomeSection id="newsletter-section" Icon={Bell}>
        <BelowFold section="newsletter" />
      </HomeSection>
      <HomeSection id="contact-section" Icon={Mail}>
        <BelowFold section="contact" />
      </HomeSection>
    </>
  );
}

type SectionProps = {
  id: "abonnement-section" | "newsletter-section" | "contact-section";
  Icon: typeof Bell;
  to?: string;
  highlighted?: boolean;
  children?: ReactNode;
};

function HomeSection({ id, Icon, to, highlighted = false, children }: SectionProps) {
  const { t } = useTranslation("home");
  const key = id.replace("-section", "");
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="mx-auto max-w-5xl px-4 py-10">
      <div
        className={`flex flex-col gap-4 rounded-2xl border p-6 sm:flex-row sm:items-center ${highlighted ? "border-badge bg-badge/15" : "border-[var(--border)] bg-[var(--surface-raised)]"}`}
      >
        <Icon size={32} aria-hidden="true" className="shrink-0 text-brand" />
        <div className="flex-1 space-y-1">
          <h2 id={`${id}-title`} className="text-2xl font-bold">
            {t(`${key}.title`)}
          </h2>
          <p className="text-[var(--text-muted)]">{t(`${key}.lead`)}</p>
        </div>
        {to && (
          <Link to={to} className={buttonClass(highlighted ? "highlight" : "secondary", "lg")}>
            {t(`${key}.cta`)}
          </Link>
        )}
      </div>
      {children && <WhenNear>{children}</WhenNear>}
    </section>
  );
}

/** Renders (and so downloads) its lazy children once they come within 300 px of the viewport. */
function WhenNear({ children }: { children: ReactNode }) {
  const [near, setNear] = useState(false);
  // A ref callback with a clean-up (React 19): fewer bytes in this chunk than an effect.
  const watch = (element: HTMLDivElement | null) => {
    if (!element || near) return;
    const observer = new IntersectionObserver(
      (entries) => entries.some((e) => e.isIntersecting) && setNear(true),
      { rootMargin: "300px" },
    );
    observer.observe(element);
    return () => observer.disconnect();
  };
  return (
    <div ref={watch} className="mt-4 min-h-40">
      {near && <Suspense fallback={null}>{children}</Suspense>}
    </div>
  );
}
