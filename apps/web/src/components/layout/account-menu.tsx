import { Crown, LogOut, UserRound } from "lucide-react";
import { useEffect, useId, useMemo, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "../../i18n/use-translation";
import { logout } from "../../lib/session/logout";
import type { User } from "../../lib/session/session-types";
import { createTypeahead } from "../../lib/typeahead";

/** Spec §2: the avatar dropdown — the user's name to /profil, and Déconnexion. */
export default function AccountMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const menuId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  // Focus leaving both the button and the menu closes it.
  const onBlur = (event: React.FocusEvent) => {
    if (!containerRef.current?.contains(event.relatedTarget)) setOpen(false);
  };
  const itemRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const typeahead = useMemo(() => createTypeahead(), []);
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  // Brief §4: premium shows in the header (this menu is lazily loaded, the header is not).
  const premium = (user.premiumUntil ?? "") > new Date().toISOString();
  const items = [
    { label: fullName, icon: UserRound, run: () => navigate("/profil") },
    { label: t("header.logout"), icon: LogOut, run: () => void logout() },
  ];

  useEffect(() => {
    if (open) itemRefs.current[active]?.focus();
  }, [open, active]);

  const close = (focusButton = true) => {
    setOpen(false);
    if (focusButton) buttonRef.current?.focus();
  };

  const onMenuKey = (event: React.KeyboardEvent) => {
    const last = items.length - 1;
    if (event.key === "ArrowDown") setActive((i) => (i === last ? 0 : i + 1));
    else if (event.key === "ArrowUp") setActive((i) => (i === 0 ? last : i - 1));
    else if (event.key === "Home") setActive(0);
    else if (event.key === "End") setActive(last);
    else if (event.key === "Escape") close();
    else if (event.key === "Tab") close(false);
    else if (event.key.length === 1) {
      setActive(
        typeahead.press(
          event.key,
          items.map((item) => item.label),
          active,
        ),
      );
    } else return;
    event.preventDefault();
  };

  const initials = `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase() || "?";

  return (
    <div className="relative" ref={containerRef}>
      <button
        ref={buttonRef}
        type="button"
        aria-haspopup="menu"
        onBlur={onBlur}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={t("header.accountMenu", { name: fullName })}
        onClick={() => {
          setActive(0);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === "ArrowDown" || event.key === "ArrowUp") {
            event.preventDefault();
            setActive(event.key === "ArrowDown" ? 0 : items.length - 1);
            setOpen(true);
          }
        }}
        className="inline-flex h-9 w-9 items-center justify-center overflow-hidden rounded-full bg-brand text-sm font-bold text-white dark:text-[#0b1220]"
        data-testid="avatar-button"
      >
        {user.photo ? (
          <img src={user.photo} alt="" className="h-full w-full object-cover" />
        ) : (
          initials
        )}
      </button>
      {premium && (
        <span
          className="absolute -right-1 -bottom-1 inline-flex h-4 w-4 items-center justify-center rounded-full bg-badge text-[#111] ring-2 ring-[var(--surface-raised)]"
          title={t("header.premium")}
          data-testid="premium-badge"
        >
          <Crown size={10} aria-hidden="true" />
          <span className="sr-only">{t("header.premium")}</span>
        </span>
      )}
      {open && (
        <div
          id={menuId}
          role="menu"
          aria-label={t("header.accountMenu", { name: fullName })}
          tabIndex={-1}
          onKeyDown={onMenuKey}
          onBlur={onBlur}
          className="absolute right-0 z-50 mt-2 min-w-52 rounded-lg border border-[var(--border)] bg-[var(--surface-raised)] p-1 text-[var(--text)] shadow-lg"
        >
          {items.map((item, index) => (
            <button
              key={item.label}
              ref={(el) => {
                itemRefs.current[index] = el;
              }}
              type="button"
              role="menuitem"
              tabIndex={index === active ? 0 : -1}
              onClick={() => {
                close(false);
                item.run();
              }}
              className="flex w-full items-center gap-2 rounded-md px-3 py-2 text-left text-sm hover:bg-[var(--surface-muted)] focus:bg-[var(--surface-muted)]"
            >
              <item.icon size={16} aria-hidden="true" />
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
