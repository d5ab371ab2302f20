import type { Locale } from "@frontalier/shared/locales";
import de from "@frontalier/shared/locales/de/alerts.json" with { type: "json" };
import en from "@frontalier/shared/locales/en/alerts.json" with { type: "json" };
import es from "@frontalier/shared/locales/es/alerts.json" with { type: "json" };
import fr from "@frontalier/shared/locales/fr/alerts.json" with { type: "json" };
import it from "@frontalier/shared/locales/it/alerts.json" with { type: "json" };
import nl from "@frontalier/shared/locales/nl/alerts.json" with { type: "json" };
import pt from "@frontalier/shared/locales/pt/alerts.json" with { type: "json" };

const catalogs: Record<Locale, { push: { stopAction: string } }> = { fr, en, de, es, pt, it, nl };

/** The notification's stop action ("Arrêter cette alerte"), in the shopper's language. */
export const pushStopLabel = (locale: Locale): string => catalogs[locale].push.stopAction;

/** A mail's subject as a notification's title: without the brand the notification shows anyway. */
export const pushTitle = (subject: string): string => subject.replace(/\s+–\s+[^–]*$/, "");
