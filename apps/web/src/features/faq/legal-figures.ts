import { appConfig } from "../../config/app-config";

/** The figures the legal pages state, as the server applies them (GUEST_RETENTION_DAYS…). */
export interface LegalFigures {
  brand: string;
  contactEmail: string;
  guestDays: number;
  sessionDays: number;
}

// Read here rather than in config/app-config.ts: only these pages need it, and that file is in
// the first download. "app-config" is APP_CONFIG_ELEMENT_ID, not imported to keep zod out.
function retention(): { guestDays: number; sessionDays: number } {
  const fallback = { guestDays: 180, sessionDays: 30 };
  try {
    const raw = document.getElementById("app-config")?.textContent;
    const value = (raw ? JSON.parse(raw) : {}) as { retention?: Record<string, unknown> };
    const { guestDays, sessionDays } = value.retention ?? {};
    return typeof guestDays === "number" && typeof sessionDays === "number"
      ? { guestDays, sessionDays }
      : fallback;
  } catch {
    return fallback;
  }
}

export const legalFigures = (): LegalFigures => ({
  brand: appConfig.brandName,
  contactEmail: appConfig.contactEmail,
  ...retention(),
});
