import { linkTextValues, policyTextValues } from "@frontalier/shared/text-figures";
import { appConfig } from "../../config/app-config";

/** The figures the legal pages state, as the server applies them (GUEST_RETENTION_DAYS…). */
export interface LegalFigures {
  brand: string;
  contactEmail: string;
  guestDays: number;
  sessionDays: number;
  /** How long the links sent by e-mail stay valid (`{{verifyHours, hours}}`…). */
  verifyHours: number;
  resetHours: number;
  confirmDays: number;
  /** Cookie lifetimes, the contact messages' retention, the rates' staleness (`{{guestCookieDays, days}}`…). */
  guestCookieDays: number;
  localeCookieDays: number;
  consentCookieDays: number;
  contactDays: number;
  counterHours: number;
  staleRateDays: number;
  languages: number;
  scanReads: number;
}

// Read here rather than in config/app-config.ts: only these pages need it, and that file is in
// the first download. "app-config" is APP_CONFIG_ELEMENT_ID, not imported to keep zod out.
function published(): {
  guestDays: number;
  sessionDays: number;
  supervisoryAuthority: string | null;
} {
  const fallback = { guestDays: 180, sessionDays: 30, supervisoryAuthority: null };
  try {
    const raw = document.getElementById("app-config")?.textContent;
    const value = (raw ? JSON.parse(raw) : {}) as {
      retention?: Record<string, unknown>;
      supervisoryAuthority?: unknown;
    };
    const { guestDays, sessionDays } = value.retention ?? {};
    const authority = value.supervisoryAuthority;
    return {
      ...(typeof guestDays === "number" && typeof sessionDays === "number"
        ? { guestDays, sessionDays }
        : fallback),
      supervisoryAuthority: typeof authority === "string" && authority ? authority : null,
    };
  } catch {
    return fallback;
  }
}

export const legalFigures = (): LegalFigures => {
  const { guestDays, sessionDays } = published();
  return {
    brand: appConfig.brandName,
    contactEmail: appConfig.contactEmail,
    guestDays,
    sessionDays,
    ...linkTextValues,
    ...policyTextValues,
  };
};

/** SUPERVISORY_AUTHORITY: the authority the privacy policy names for complaints, or null. */
export const supervisoryAuthority = (): string | null => published().supervisoryAuthority;
