import { locales } from "@frontalier/shared/locales";
import { and, eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testConfig } from "../../../../test/config.ts";
import { testDatabases, useTestDatabase } from "../../../../test/db.ts";
import { buildApp } from "../../../app.ts";
import { faqEntries } from "../../../db/schema.ts";
import { seedFaq } from "../../../support/faq.ts";
import { faqContent } from "../../../support/faq-content.ts";

describe("FAQ content", () => {
  const slugs = (locale: keyof typeof faqContent) => faqContent[locale].map((e) => e.slug);
  it.each(locales)("has every question in %s, in the same order", (locale) => {
    expect(slugs(locale)).toEqual(slugs("fr"));
    expect(faqContent[locale].map((e) => e.category)).toEqual(faqContent.fr.map((e) => e.category));
    for (const entry of faqContent[locale]) {
      expect(entry.question.length).toBeGreaterThan(5);
      expect(entry.answer.length).toBeGreaterThan(80);
    }
  });

  it("covers prices, conversion, premium and privacy", () => {
    expect(new Set(faqContent.fr.map((e) => e.category))).toEqual(
      new Set(["prices", "conversion", "premium", "privacy", "account"]),
    );
  });
});

describe.each(testDatabases())("GET /api/get-faq-list-question (%s)", (kind) => {
  const database = useTestDatabase(kind);
  let app: FastifyInstance;

  beforeAll(async () => {
    await seedFaq(database().db);
    app = await buildApp(testConfig({ BRAND_NAME: "Prixfute", GUEST_RETENTION_DAYS: "90" }), {
      database: database(),
      logger: false,
    });
  });
  afterAll(() => app.close());

  it("answers in the request's language, with the configured figures filled in", async () => {
    const fr = await app.inject({ url: "/api/get-faq-list-question" });
    expect(fr.statusCode).toBe(200);
    expect(fr.json().locale).toBe("fr");
    expect(fr.json().questions).toHaveLength(faqContent.fr.length);
    expect(fr.json().questions[0]).toMatchObject({ id: "prices-source", category: "prices" });
    const en = await app.inject({
      url: "/api/get-faq-list-question",
      headers: { "accept-language": "en-GB,en;q=0.8" },
    });
    const account = en.json().questions.find((q: { id: string }) => q.id === "account");
    expect(account.question).toBe("Do I need an account?");
    expect(account.answer).toContain("90 days");
    expect(JSON.stringify(en.json())).not.toMatch(/\{\{/);
    expect(JSON.stringify(en.json())).toContain("Prixfute");
    const nl = await app.inject({
      url: "/api/get-faq-list-question",
      headers: { cookie: "locale=nl" },
    });
    expect(nl.json().locale).toBe("nl");
  });

  it("seeds idempotently and leaves an operator's edits alone", async () => {
    const db = database().db;
    await db
      .update(faqEntries)
      .set({ answer: "Édité à la main.", customised: true })
      .where(and(eq(faqEntries.slug, "premium"), eq(faqEntries.locale, "fr")));
    await seedFaq(db);
    await seedFaq(db);
    const rows = await db.select().from(faqEntries);
    expect(rows).toHaveLength(locales.length * faqContent.fr.length);
    const body = (await app.inject({ url: "/api/get-faq-list-question" })).json();
    expect(body.questions.find((q: { id: string }) => q.id === "premium").answer).toBe(
      "Édité à la main.",
    );
  });
});
