import { FileText, ScanLine } from "lucide-react";
import { useEffect, useRef } from "react";
import { Link, useLocation, useSearchParams } from "react-router";
import { buttonClass } from "../../components/ui/button";
import { useTranslation } from "../../i18n/use-translation";
import { cn } from "../../lib/cn";
import { HOME_SCROLL_DELAY_MS, HOME_TABS_ID, scrollToId } from "../../lib/scroll";

const tabs = [
  { id: "scanner", Icon: ScanLine, to: "/scanner" },
  { id: "pdf", Icon: FileText, to: "/file-pdf" },
] as const;

type TabId = (typeof tabs)[number]["id"];

/** Marks the URL changes the tabs make themselves, which must not scroll the page. */
const FROM_TABS = { fromTabs: true };

/** Spec §2: the home tabs, tab=scanner (compare by scanning) and tab=pdf (import a PDF). */
export function FeatureTabs() {
  const { t } = useTranslation("home");
  const [params, setParams] = useSearchParams();
  const current: TabId = params.get("tab") === "pdf" ? "pdf" : "scanner";
  const refs = useRef<Record<TabId, HTMLButtonElement | null>>({ scanner: null, pdf: null });
  const location = useLocation();
  const asked = params.has("tab") && location.state?.fromTabs !== true;
  // Issue 19: a link to /?tab=pdf or /?tab=scanner (the footer's, a shared address) opens its tab
  // and brings it into view. After the delay of spec §2's Home link, so that the shell's scroll to
  // the top of a new page comes first.
  // biome-ignore lint/correctness/useExhaustiveDependencies: each arrival scrolls, even at the same address.
  useEffect(() => {
    if (!asked) return;
    const timer = setTimeout(() => scrollToId(HOME_TABS_ID), HOME_SCROLL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [location.key]);
  const select = (id: TabId, focus = false) => {
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.set("tab", id);
        return next;
      },
      { replace: true, preventScrollReset: true, state: FROM_TABS },
    );
    if (focus) refs.current[id]?.focus();
  };
  return (
    <section
      id={HOME_TABS_ID}
      aria-labelledby="tabs-title"
      className="mx-auto max-w-5xl px-4 py-12"
    >
      <h2 id="tabs-title" className="mb-6 text-2xl font-bold">
        {t("tabs.title")}
      </h2>
      <div
        role="tablist"
        aria-label={t("tabs.title")}
        className="mb-6 inline-flex rounded-full bg-[var(--surface-muted)] p-1"
      >
        {tabs.map(({ id, Icon }) => (
          <button
            key={id}
            ref={(el) => {
              refs.current[id] = el;
            }}
            id={`tab-${id}`}
            role="tab"
            type="button"
            aria-selected={current === id}
            aria-controls={`panel-${id}`}
            tabIndex={current === id ? 0 : -1}
            onClick={() => select(id)}
            onKeyDown={(event) => {
              if (event.key === "ArrowRight" || event.key === "ArrowLeft") {
                event.preventDefault();
                select(id === "scanner" ? "pdf" : "scanner", true);
              }
            }}
            className={cn(
              "inline-flex h-10 items-center gap-2 rounded-full px-4 text-sm font-semibold",
              current === id
                ? "bg-[var(--surface-raised)] text-brand shadow"
                : "text-[var(--text-muted)]",
            )}
          >
            <Icon size={18} aria-hidden="true" />
            {t(`tabs.${id}.label`)}
          </button>
        ))}
      </div>
      {tabs.map(({ id, to }) => (
        <div
          key={id}
          id={`panel-${id}`}
          role="tabpanel"
          aria-labelledby={`tab-${id}`}
          hidden={current !== id}
          className="grid gap-6 rounded-2xl border border-[var(--border)] bg-[var(--surface-raised)] p-6 md:grid-cols-[1fr_auto] md:items-center"
        >
          <div className="space-y-3">
            <h3 className="text-xl font-bold">{t(`tabs.${id}.title`)}</h3>
            <ol className="list-inside list-decimal space-y-1 text-[var(--text-muted)]">
              <li>{t(`tabs.${id}.step1`)}</li>
              <li>{t(`tabs.${id}.step2`)}</li>
              <li>{t(`tabs.${id}.step3`)}</li>
            </ol>
          </div>
          <Link to={to} className={buttonClass("primary", "lg")}>
            {t(`tabs.${id}.cta`)}
          </Link>
        </div>
      ))}
    </section>
  );
}
