import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import type { browserStorageKeys } from "@frontalier/shared/browser-storage";
import { CONSENT_COOKIE, CONSENT_IDS_COOKIE, serverCookies } from "@frontalier/shared/cookie-names";
import { LOCALE_COOKIE, type Locale, locales } from "@frontalier/shared/locales";
import { getTableName, is } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import { describe, expect, it } from "vitest";
import * as schema from "../src/db/schema.ts";

/**
 * The privacy policy (the `legal` namespace's `privacy` texts) says what the app keeps. This test
 * lists what it really keeps, the tables of the Drizzle schema, the cookies and the browser storage
 * keys, and fails when the policy of one language does not speak of one of them: a new table, cookie
 * or key must either be said in all 7 languages or be named here as holding nothing about a person.
 */
const repo = resolve(import.meta.dirname, "../../..");

/** A word (or phrase) per language that the policy uses for the thing kept. */
type Terms = Record<Locale, RegExp>;

const terms = (
  fr: RegExp,
  en: RegExp,
  de: RegExp,
  es: RegExp,
  pt: RegExp,
  it: RegExp,
  nl: RegExp,
): Terms => ({
  fr,
  en,
  de,
  es,
  pt,
  it,
  nl,
});

const guestProfile = terms(
  /Profil invité/,
  /Guest profile/,
  /Gastprofil/,
  /Perfil de invitado/i,
  /Perfil de convidado/i,
  /Profilo ospite/i,
  /Gastprofiel/i,
);
const account = terms(/Compte/, /Account/, /Konto/, /Cuenta/, /Conta/, /Account/, /Account/);
const baskets = terms(
  /paniers/,
  /baskets/,
  /Vergleichskörbe/,
  /cestas/,
  /cestos|carrinhos/,
  /panieri/,
  /winkelmand|mandjes/,
);
const premium = terms(
  /Abonnement premium/,
  /Premium subscription/,
  /Premium-Abo/,
  /Suscripción premium/,
  /(Assinatura|Subscrição) premium/,
  /Abbonamento premium/,
  /Premium-abonnement/,
);

/** Every table: the terms that say it in the policy, or why it holds nothing about a person. */
const tables: Record<string, Terms | { noPersonalData: string }> = {
  app_settings: { noPersonalData: "the installation's own settings (the generated cookie key)" },
  currencies: { noPersonalData: "reference data" },
  countries: { noPersonalData: "reference data" },
  exchange_rates: { noPersonalData: "the ECB's rates" },
  articles: { noPersonalData: "the retailer's catalogue" },
  offers: { noPersonalData: "the retailer's prices" },
  price_observations: { noPersonalData: "the retailer's prices over time" },
  stores: { noPersonalData: "the retailer's stores" },
  faq_entries: { noPersonalData: "the help pages" },
  live_lookups: { noPersonalData: "retailer look-ups in flight, by article and country" },
  feed_imports: { noPersonalData: "the operator's price-feed imports and their rejected rows" },
  store_refreshes: { noPersonalData: "the store lists' refreshes, by country" },
  job_runs: { noPersonalData: "each scheduled job's last run" },
  article_views: {
    noPersonalData: "when an article's podium was last opened, by nobody in particular",
  },
  billing_events: { noPersonalData: "the payment provider's event ids already applied" },
  profiles: guestProfile,
  profile_photos: terms(/photo/, /photo/, /Foto/, /foto/, /fotografia|foto/, /foto/, /foto/),
  sessions: terms(
    /Sessions/,
    /Sessions/,
    /Sitzungen/,
    /Sesiones/,
    /Sessões/,
    /Sessioni/,
    /Sessies/,
  ),
  email_tokens: terms(
    /Liens envoyés par e-mail/,
    /Links sent by e-?mail/,
    /Per E-Mail gesendete Links/,
    /Enlaces enviados por correo/i,
    /(Links|Ligações) enviad[oa]s por e-mail/i,
    /Link inviati (per|via) e-mail/i,
    /per e-mail verstuurde links|Links die per e-mail/i,
  ),
  provider_identities: terms(
    /fournisseur de connexion/,
    /sign-in provider/,
    /Anmeldedienst/,
    /proveedor de inicio de sesión|proveedor de acceso/i,
    /fornecedor de (início de sessão|autenticação)/i,
    /fornitore di accesso/i,
    /inlogdienst/i,
  ),
  baskets,
  basket_items: baskets,
  // The ids of a basket's writes (ticks, quantities) and what each asked, kept a week (decision 043).
  applied_writes: baskets,
  newsletter_subscriptions: terms(
    /Newsletter/,
    /Newsletter/,
    /Newsletter/,
    /Newsletter|Boletín/i,
    /Newsletter/i,
    /Newsletter/i,
    /Nieuwsbrief/i,
  ),
  contact_messages: terms(
    /Formulaire de contact/,
    /Contact form/,
    /Kontaktformular/,
    /Formulario de contacto/i,
    /Formulário de contacto/i,
    /Modulo di contatto/i,
    /Contactformulier/i,
  ),
  billing_subscriptions: premium,
  sandbox_checkouts: premium,
  queued_mails: terms(
    /en attente d['’]envoi/,
    /waiting to be sent/,
    /auf den Versand warten/,
    /pendientes de envío/,
    /à espera de envio/,
    /in attesa di invio/,
    /op verzending wachten/,
  ),
  price_alerts: terms(
    /Alertes de baisse de prix/,
    /Price-drop alerts/,
    /Preisalarme/,
    /Alertas de bajada de precio/,
    /Alertas de descida de preço/,
    /Avvisi di ribasso/,
    /Prijs(dalings)?alerts/,
  ),
  spread_alerts: terms(
    /Alertes d’écart de prix/,
    /Price-gap alerts/,
    /Preisunterschied-Alarme/,
    /Alertas de diferencia de precio/,
    /Alertas de diferença de preço/,
    /Avvisi di differenza di prezzo/,
    /Prijsverschil-alerts/,
  ),
  // Decision 042: a browser's Web Push subscription (its push service's address and keys).
  push_subscriptions: terms(
    /Notifications sur le téléphone/,
    /Phone notifications/,
    /Mitteilungen auf dem Handy/,
    /Notificaciones en el teléfono/,
    /Notificações no telemóvel/,
    /Notifiche sul telefono/,
    /Meldingen op de telefoon/,
  ),
};

/** Columns of a table said apart in the policy (a token that opens something to others). */
const columns: Record<string, Terms> = {
  "profiles.password_hash": account,
  "baskets.share_token": terms(
    /Listes partagées/,
    /Shared lists/,
    /Geteilte Listen/,
    /Listas compartidas/,
    /Listas partilhadas/,
    /Liste condivise/,
    /Gedeelde lijsten/,
  ),
  "price_alerts.stop_token": terms(
    /arrêter l['’]alerte/,
    /stop this alert/,
    /Alarm beenden/,
    /detener la alerta/,
    /parar o alerta/,
    /interrompi l['’]avviso/,
    /alert stoppen/,
  ),
  // Issue 25: the spread alerts' mails carry a stop link of their own, said beside them.
  "spread_alerts.stop_token": terms(
    /Alertes d’écart de prix[^\n]*arrêter l’alerte/,
    /Price-gap alerts[^\n]*stop this alert/,
    /Preisunterschied-Alarme[^\n]*Alarm beenden/,
    /Alertas de diferencia de precio[^\n]*detener la alerta/,
    /Alertas de diferença de preço[^\n]*parar o alerta/,
    /Avvisi di differenza di prezzo[^\n]*interrompi l’avviso/,
    /Prijsverschil-alerts[^\n]*alert stoppen/,
  ),
};

const storage: Record<keyof typeof browserStorageKeys, Terms> = {
  offlineWrites: terms(
    /modifications en attente d’envoi/,
    /changes waiting to be sent/,
    /Änderungen, die auf den Versand warten/,
    /cambios pendientes de envío/,
    /alterações à espera de envio/,
    /modifiche in attesa di invio/,
    /wijzigingen die op verzending wachten/,
  ),
  colorMode: terms(/thème/, /theme/, /Designwahl/, /tema/, /tema/, /tema/, /thema/),
  shopperPosition: terms(
    /(votre|ta) position/,
    /your position/,
    /(Ihren|deinen) Standort/,
    /(tu|su) ubicación/,
    /(a sua|a tua) localização/,
    /(la tua|la sua) posizione/,
    /(uw|je) locatie/,
  ),
  authSignal: terms(
    /fin de connexion/,
    /end-of-sign-in/,
    /Abschluss der Anmeldung/,
    /fin de inicio de sesión/,
    /fim de início de sessão/,
    /fine accesso/,
    /einde van het inloggen/,
  ),
  authPopup: terms(
    /fin de connexion/,
    /end-of-sign-in/,
    /Abschluss der Anmeldung/,
    /fin de inicio de sesión/,
    /fim de início de sessão/,
    /fine accesso/,
    /einde van het inloggen/,
  ),
  pdfImportReview: terms(
    /import PDF en cours/,
    /PDF import under way/,
    /laufenden PDF-Imports/,
    /importación PDF en curso/,
    /importação PDF em curso/,
    /importazione PDF in corso/,
    /lopende pdf-import/,
  ),
  chunkReloadGuard: terms(
    /dernier rechargement/,
    /last reloaded/,
    /zuletzt neu geladen/,
    /se recargó por última vez/,
    /recarregada pela última vez/,
    /ricaricata l['’]ultima volta/,
    /voor het laatst opnieuw werd geladen/,
  ),
  offlineAnswers: terms(
    /copie des pages déjà ouvertes/,
    /copy of the pages you already opened/,
    /Kopie der schon geöffneten Seiten/,
    /copia de las páginas que ya abriste/,
    /cópia das páginas que já abriste/,
    /copia delle pagine che hai già aperto/,
    /kopie van de pagina’s die je al hebt geopend/,
  ),
  offlineBuild: terms(
    /usage hors ligne/,
    /offline use/,
    /Offline-Nutzung/,
    /uso sin conexión/,
    /uso sem ligação/,
    /uso offline/,
    /offline gebruik/,
  ),
  scannerPending: terms(
    /articles scannés hors ligne/,
    /articles scanned offline/,
    /offline gescannter Artikel/,
    /artículos escaneados sin conexión/,
    /artigos lidos sem ligação/,
    /articoli scansionati offline/,
    /offline gescande artikelen/,
  ),
  installOffer: terms(
    /refus d’installer l’app/,
    /declined to install the app/,
    /Installation der App abgelehnt/,
    /rechazaste instalar la app/,
    /recusaste instalar a app/,
    /rifiuto di installare l’app/,
    /installeren van de app hebt geweigerd/,
  ),
};

/** Every string of the policy in one language, as the privacy page shows them. */
function privacyText(lang: Locale): string {
  const legal = JSON.parse(
    readFileSync(join(repo, "packages/shared/locales", lang, "legal.json"), "utf8"),
  ) as { privacy: unknown };
  const strings: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(walk);
  };
  walk(legal.privacy);
  return strings.join("\n");
}

const schemaTables = Object.values(schema)
  .filter((value) => is(value, PgTable))
  .map((table) => getTableName(table as PgTable))
  .sort();

describe("the privacy policy names what the app keeps", () => {
  it("every table of the schema is listed here, and nothing else", () => {
    expect(schemaTables.length).toBeGreaterThan(20);
    expect(Object.keys(tables).sort()).toEqual(schemaTables);
    for (const key of Object.keys(columns)) {
      const [table, column] = key.split(".") as [string, string];
      const columnNames = Object.values(
        (schema as Record<string, unknown>)[
          Object.keys(schema).find((name) => {
            const value = (schema as Record<string, unknown>)[name];
            return is(value, PgTable) && getTableName(value) === table;
          }) ?? ""
        ] as Record<string, { name?: string }>,
      ).map((c) => c?.name);
      expect(columnNames, key).toContain(column);
    }
  });

  it.each(locales)(
    "%s: every table holding personal data, cookie and storage key is said",
    (lang) => {
      const text = privacyText(lang);
      const missing: string[] = [];
      for (const [table, coverage] of Object.entries(tables)) {
        if ("noPersonalData" in coverage) continue;
        if (!coverage[lang].test(text)) missing.push(`table ${table} (${coverage[lang]})`);
      }
      for (const [column, coverage] of Object.entries(columns)) {
        if (!coverage[lang].test(text)) missing.push(`column ${column} (${coverage[lang]})`);
      }
      const cookies = [...serverCookies, LOCALE_COOKIE, CONSENT_COOKIE, CONSENT_IDS_COOKIE];
      for (const cookie of cookies) {
        if (!new RegExp(`(^|[^\\w])${cookie}([^\\w]|$)`).test(text))
          missing.push(`cookie ${cookie}`);
      }
      for (const [name, coverage] of Object.entries(storage)) {
        if (!coverage[lang].test(text)) missing.push(`storage ${name} (${coverage[lang]})`);
      }
      expect(missing).toEqual([]);
    },
  );

  it("the web app keeps nothing in the browser under a key the registry does not list", () => {
    const webSrc = join(repo, "apps/web/src");
    const files = (readdirSync(webSrc, { recursive: true }) as string[])
      .filter(
        (file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file) && !file.includes("/test/"),
      )
      .map((file) => join(webSrc, file));
    const users: string[] = [];
    const problems: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, "utf8");
      const name = relative(repo, file);
      // Cache Storage and IndexedDB are named from the registry (decision 041's caches, 043's queue).
      const named = source.includes("@frontalier/shared/browser-storage");
      if (/\b(indexedDB|caches\.open)\b/.test(source) && !named) {
        problems.push(
          `${name}: IndexedDB or Cache Storage: add its names to the registry and the policy`,
        );
      }
      if (!/\b(localStorage|sessionStorage)\b/.test(source)) continue;
      users.push(name);
      if (!source.includes("@frontalier/shared/browser-storage")) {
        problems.push(`${name}: uses browser storage without the key registry`);
      }
      for (const match of source.matchAll(/\.(getItem|setItem|removeItem)\(\s*(["'`])/g)) {
        problems.push(`${name}: ${match[1]} with a literal key`);
      }
    }
    expect(users.length).toBeGreaterThanOrEqual(4);
    expect(problems).toEqual([]);
  });
});
