import fastifyCompress from "@fastify/compress";
import fastifyCookie from "@fastify/cookie";
import Fastify, {
  type FastifyInstance,
  type FastifyServerOptions,
  LogController,
  type RouteOptions,
} from "fastify";
import { Redis } from "ioredis";
import type { BreakerSource } from "./admin/admin-overview.ts";
import { alertCheckOptions } from "./alerts/alert-check-options.ts";
import { checkAlerts } from "./alerts/check-alerts.ts";
import { appVersion } from "./app-version.ts";
import { createBilling } from "./billing/create-billing.ts";
import { paymentReceipt } from "./billing/payment-receipt.ts";
import { isPremium } from "./billing/premium.ts";
import { redisCache } from "./cache/shared-cache.ts";
import type { RetailerFanOut } from "./catalogue/live/live-lookup.ts";
import { lookupAdmission } from "./catalogue/live/lookup-limits.ts";
import { startLiveLookup } from "./catalogue/live/start-live-lookup.ts";
import { OfferIndex } from "./catalogue/podium/offer-index.ts";
import { loadRates } from "./catalogue/rates/load-rates.ts";
import { type RetailerNameSearch, retailerSearcher } from "./catalogue/search/search-retailer.ts";
import { toAppConfig } from "./config/app-config.ts";
import type { Config } from "./config/load-config.ts";
import { fastifyTrustProxy } from "./config/trust-proxy.ts";
import { type AppDb, type Database, openDatabase } from "./db/open-database.ts";
import { compressAnswer } from "./http/compress-answers.ts";
import { buildContentSecurityPolicy } from "./http/content-security-policy.ts";
import { crossSiteGuard, ownOrigins } from "./http/cross-site-guard.ts";
import { registerErrorHandler } from "./http/error-handler.ts";
import { sendError } from "./http/error-reply.ts";
import { notFoundHandler } from "./http/not-found-handler.ts";
import { REQUEST_ID_HEADER, requestIdFor } from "./http/request-id.ts";
import { requestTimeLimits } from "./http/request-time-limits.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { toAppError } from "./http/to-app-error.ts";
import { createIdentity } from "./identity/create-identity.ts";
import type { Identity } from "./identity/identity.ts";
import { memoize } from "./lib/memoize.ts";
import { linksFor } from "./links/links.ts";
import { accountMail } from "./mail/account-mail.ts";
import { createAppMailer } from "./mail/create-app-mailer.ts";
import { queuedMailer } from "./mail/mail-queue.ts";
import type { Mailer } from "./mail/mailer.ts";
import { type AppMetrics, createAppMetrics, type ObservedRetailer } from "./metrics/app-metrics.ts";
import type { PdfParserPoolOptions } from "./pdf-import/pdf-parser-pool.ts";
import { createPushSender, type PushSender } from "./push/push-sender.ts";
import { vapidKeysSource } from "./push/vapid-keys.ts";
import { createRateLimiter } from "./rate-limit/create-rate-limiter.ts";
import { articleViewsRecorder } from "./refresh/article-views.ts";
import { freshnessReport } from "./refresh/freshness-report.ts";
import { adminRoutes } from "./routes/api/admin/admin-routes.ts";
import { testAdminGrantRoute } from "./routes/api/admin/test-admin-grant-route.ts";
import { alertRoutes } from "./routes/api/alerts/alert-routes.ts";
import { spreadAlertRoutes } from "./routes/api/alerts/spread-alert-routes.ts";
import { testObservationRoute } from "./routes/api/alerts/test-observation-route.ts";
import { articlesRoutes } from "./routes/api/articles/articles-routes.ts";
import { visitorComparison } from "./routes/api/articles/comparison.ts";
import { authRoutes } from "./routes/api/auth/auth-routes.ts";
import { oidcRoutes } from "./routes/api/auth/oidc-routes.ts";
import { basketRoutes } from "./routes/api/baskets/basket-routes.ts";
import { billingRoutes } from "./routes/api/billing/billing-routes.ts";
import { stripeWebhookRoute } from "./routes/api/billing/stripe-webhook-route.ts";
import { contactRoutes } from "./routes/api/contact/contact-routes.ts";
import { countryInfoRoutes } from "./routes/api/country-info/country-info-routes.ts";
import { devOutboxRoute } from "./routes/api/dev/outbox-route.ts";
import { apiDocsRoutes } from "./routes/api/docs/api-docs-routes.ts";
import { faqRoutes } from "./routes/api/faq/faq-routes.ts";
import { flagRoutes } from "./routes/api/flags/flag-routes.ts";
import { healthRoute } from "./routes/api/health/health-route.ts";
import { newsletterRoutes } from "./routes/api/newsletter/newsletter-routes.ts";
import { pdfImportRoutes } from "./routes/api/pdf-import/pdf-import-routes.ts";
import { picklistRoutes } from "./routes/api/picklist/picklist-routes.ts";
import { profileRoutes } from "./routes/api/profile/profile-routes.ts";
import { pushRoutes } from "./routes/api/push/push-routes.ts";
import { storesRoutes } from "./routes/api/stores/stores-routes.ts";
import { wishlistFreshnessRoute } from "./routes/api/wishlist/wishlist-freshness-route.ts";
import { wishlistRoutes } from "./routes/api/wishlist/wishlist-routes.ts";
import { metricsRoute } from "./routes/probes/metrics-route.ts";
import { probeRoutes } from "./routes/probes/probe-routes.ts";
import { loadWebIndex } from "./static/load-web-index.ts";
import { loadPreloadPlan } from "./static/preload-plan.ts";
import { registerStaticFiles } from "./static/register-static-files.ts";
import { registerSpaFallback } from "./static/spa-fallback.ts";
import { createStoreStock, type StockSource } from "./stock/store-stock.ts";

const RATES_CACHE_MS = 60_000;

declare module "fastify" {
  interface FastifyInstance {
    database: Database;
    db: AppDb;
    identity: Identity;
    /** The mail transport (the jobs' price-alert mails, the tests' outbox). */
    mailer: Mailer;
    /** Every route as registered, for the tests that check all of them (ownership, CSRF). */
    routeTable: readonly RouteOptions[];
    /** From now on `/readyz` answers 503 `draining`: called on SIGTERM, before the drain wait. */
    startDraining(): void;
    /** The Prometheus metrics, when METRICS_TOKEN turns them on (main.ts times the jobs with them). */
    metrics: AppMetrics | undefined;
    /** Web Push for alerts, null without VAPID keys (decision 042); main.ts gives it to the jobs. */
    push: PushSender | null;
  }
}

export interface BuildAppOptions {
  /** An open, migrated database the caller closes; without it the app opens, migrates and closes its own. */
  database?: Database;
  /** Fastify's logger option; tests pass `false`. Defaults to pino at LOG_LEVEL. */
  logger?: FastifyServerOptions["logger"];
  /**
   * The retailer connector for on-demand prices (without it podiums show what is stored) and,
   * when a stock API is configured, store stock.
   */
  retailer?: {
    client: RetailerFanOut;
    stock?: StockSource;
    /** The retailer's name search, when its host is configured (or the stand-in answers). */
    search?: RetailerNameSearch;
    demo: boolean;
  };
  /** Replaces the configured mail transport (tests read what was sent). */
  mailer?: Mailer;
  /** The OCR child's limits: tests on a loaded machine give it more time than a shopper gets. */
  ocr?: PdfParserPoolOptions;
  /** New prices were saved by a look-up (main.ts then asks for a price-alert check). */
  onPriceObservations?: () => void;
  /** A mail was queued for SMTP (main.ts then asks for a run of the mail job). */
  onMailQueued?: () => void;
  /**
   * Whether each 2xx JSON answer is checked against its endpoint's response schema (`route`):
   * outside production by default; the benches turn it off to measure what production runs.
   */
  checkAnswers?: boolean;
}

export async function buildApp(
  config: Config,
  options: BuildAppOptions = {},
): Promise<FastifyInstance> {
  const database = options.database ?? (await openDatabase(config));
  try {
    if (!options.database) await database.migrate();
    return await createApp(config, database, options);
  } catch (error) {
    if (!options.database) await database.close();
    throw error;
  }
}

async function createApp(config: Config, database: Database, options: BuildAppOptions) {
  const index = loadWebIndex(
    config.webDistDir,
    toAppConfig(config, { storeStock: Boolean(options.retailer?.stock) }),
  );
  const applySecurityHeaders = securityHeaders(
    buildContentSecurityPolicy({
      scriptHashes: index?.scriptHashes ?? [],
      analyticsScriptUrl: config.analytics?.scriptUrl,
    }),
  );

  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    // A stalled request is cut (408) and its body freed; see request-time-limits.ts.
    ...requestTimeLimits(config.requestTimeoutMs),
    genReqId: requestIdFor,
    logController: new LogController({ requestIdLogLabel: "requestId" }),
    // Errors raised while routing (a malformed URL) skip the hooks, so they get the headers here.
    frameworkErrors: (error, request, reply) => {
      applySecurityHeaders(request, reply);
      reply.header(REQUEST_ID_HEADER, request.id);
      sendError(toAppError(error), request, reply);
    },
  });
  const routeTable: RouteOptions[] = [];
  app.addHook("onRoute", (route) => {
    routeTable.push(route);
  });
  app.decorate("routeTable", routeTable);
  app.decorate("checkAnswers", options.checkAnswers ?? config.nodeEnv !== "production");
  app.decorate("database", database);
  app.decorate("db", database.db);
  if (!options.database) app.addHook("onClose", () => database.close());

  // Hooks and handlers first, so that every route and plugin registered below inherits them.
  // One synchronous hook: every request of every route runs it, and an async hook costs a
  // promise and a trip through the microtask queue.
  const refuseCrossSite = crossSiteGuard(ownOrigins(config.publicUrl));
  app.addHook("onRequest", (request, reply, done) => {
    reply.header(REQUEST_ID_HEADER, request.id);
    applySecurityHeaders(request, reply);
    // Any response may go out compressed (precompressed siblings or @fastify/compress), so
    // caches must key on Accept-Encoding; a route with its own Vary replaces it (and compress
    // adds Accept-Encoding back when it compresses).
    reply.header("vary", "accept-encoding");
    try {
      refuseCrossSite(request);
    } catch (error) {
      done(error as Error);
      return;
    }
    done();
  });
  registerErrorHandler(app);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(fastifyCookie);
  // Whole answers compressed in one call; @fastify/compress (below, so it runs after) streams the
  // rest. See compress-answers.ts.
  app.addHook("onSend", (request, reply, payload, done) => {
    try {
      done(null, compressAnswer(request, reply, payload));
    } catch (error) {
      done(error as Error);
    }
  });
  // Answers only: no client of ours sends a compressed body, and inflating one is a way in for
  // decompression bombs (and a hook on every request).
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    threshold: 1024,
  });
  // Current offers in memory for the podium, kept in step by PostgreSQL's notifications.
  const offerIndex =
    config.offerIndexArticles > 0
      ? new OfferIndex({
          database,
          maxArticles: config.offerIndexArticles,
          onTrouble: (error, what) => app.log.warn({ err: error }, what),
        })
      : undefined;
  // Issue 27: counted only when someone may read them (METRICS_TOKEN); nothing is hooked otherwise.
  const metrics = config.metricsToken
    ? createAppMetrics(app, {
        offerIndex,
        retailer: options.retailer?.client as ObservedRetailer | undefined,
      })
    : undefined;
  app.decorate("metrics", metrics);
  if (offerIndex) {
    await offerIndex.start();
    void offerIndex.whenWarm().then(() => {
      if (offerIndex.state === "ready") {
        app.log.info(
          { articles: offerIndex.size, warmMs: offerIndex.warmMs },
          "offer index filled",
        );
      }
    });
    app.addHook("onClose", () => offerIndex.close());
  }
  await app.register(healthRoute, {
    database,
    version: appVersion(config.appVersion),
    offerIndex,
    watched: freshnessReport(database.db, {
      ttlMs: config.retailer.ttlMs,
      onError: (error) => app.log.warn({ err: error }, "watched prices not counted"),
    }),
  });
  // Its own connection, made at the first probe: a Redis that stops answering shows in /readyz.
  const probeRedis = config.redisUrl
    ? new Redis(config.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        enableOfflineQueue: false,
        commandTimeout: 500,
      })
    : undefined;
  if (probeRedis) {
    probeRedis.on("error", () => {});
    app.addHook("onClose", () =>
      probeRedis.quit().then(
        () => {},
        () => probeRedis.disconnect(),
      ),
    );
  }
  let draining = false;
  app.decorate("startDraining", () => {
    draining = true;
  });
  await app.register(probeRoutes, {
    database,
    offerIndex,
    isDraining: () => draining,
    pingRedis:
      probeRedis &&
      (async () => {
        if (probeRedis.status === "wait" || probeRedis.status === "end") await probeRedis.connect();
        await probeRedis.ping();
      }),
  });
  const identity = createIdentity(config, database.db);
  app.decorate("identity", identity);
  const transport = options.mailer ?? createAppMailer(config, app.log);
  // With SMTP a request only writes its mail down; the mail job sends it (mail/mail-queue.ts).
  const mailer =
    !options.mailer && config.mail.smtpUrl
      ? queuedMailer({
          db: database.db,
          transport,
          onQueued: () => options.onMailQueued?.(),
        })
      : transport;
  app.decorate("mailer", mailer);
  app.addHook("onClose", async () => mailer.close());
  const mail = accountMail(mailer, config.brandName);
  const limiter = createRateLimiter(config, app.log);
  limiter.onRefused = metrics?.rateLimited;
  app.addHook("onClose", () => limiter.close());
  const link = linksFor(config);
  await app.register(authRoutes, { identity, limiter, link, mail });
  await app.register(oidcRoutes, { identity, limiter, link, providers: config.identity.providers });
  await app.register(profileRoutes, { identity, limiter, link, mail });
  await app.register(picklistRoutes, { identity });
  if (config.nodeEnv !== "production") {
    await app.register(devOutboxRoute, {
      mailer,
      behindProxy: config.trustProxy !== false,
    });
  }
  await app.register(newsletterRoutes, {
    identity,
    limiter,
    link,
    mailer,
    brandName: config.brandName,
  });
  await app.register(contactRoutes, {
    identity,
    limiter,
    mailer,
    brandName: config.brandName,
    teamAddress: config.contactEmail,
  });
  await app.register(faqRoutes, {
    db: database.db,
    values: {
      brand: config.brandName,
      ttlHours: String(Math.round(config.retailer.ttlMs / 3_600_000)),
      guestDays: String(Math.round(config.identity.guestRetentionMs / 86_400_000)),
    },
  });
  await app.register(metricsRoute, { metrics, token: config.metricsToken });
  await app.register(apiDocsRoutes, {
    brandName: config.brandName,
    version: appVersion(config.appVersion),
  });
  await app.register(flagRoutes);
  await app.register(countryInfoRoutes);
  await app.register(storesRoutes);
  await app.register(pdfImportRoutes, {
    identity,
    limiter,
    uploadsPer10Minutes: config.pdfImportsPer10Minutes,
    ocr: options.ocr,
  });
  // Rates change once a day: read at most once a minute, not once per podium.
  const rates = memoize(() => loadRates(database.db), RATES_CACHE_MS);
  const live =
    options.retailer &&
    (await startLiveLookup(app, {
      database,
      retailer: options.retailer,
      ttlMs: config.retailer.ttlMs,
      offerIndex,
      onPriceObservations: options.onPriceObservations,
    }));
  // Redis, when configured, shares answers worth keeping between instances (store stock).
  const sharedCache = config.redisUrl
    ? redisCache(
        new Redis(config.redisUrl, { maxRetriesPerRequest: 1, commandTimeout: 500 }),
        (error) => app.log.warn({ err: error }, "shared cache: Redis unavailable"),
      )
    : undefined;
  if (sharedCache) app.addHook("onClose", () => sharedCache.close());
  const billing = createBilling(config.billing, database.db, link);
  // Said at every start: a production site giving premium for pretend payments, or selling
  // nothing, shows in its first lines.
  const paymentsNotice = config.nodeEnv === "production" && billing.mode !== "stripe";
  app.log[paymentsNotice ? "warn" : "info"](
    { payments: billing.mode },
    `payments: ${billing.mode}`,
  );
  const sendReceipt = paymentReceipt({
    db: database.db,
    mailer,
    brandName: config.brandName,
    link,
    prices: config.billing.display,
    onError: (error, event) => app.log.error({ err: error, event: event.id }, "receipt not sent"),
  });
  await app.register(billingRoutes, {
    identity,
    billing: config.billing,
    provider: billing.provider,
    sendReceipt,
  });
  if (billing.webhook) await app.register(stripeWebhookRoute, { ...billing.webhook, sendReceipt });
  const vapid = vapidKeysSource(database.db, config.push);
  const push =
    vapid &&
    createPushSender({
      db: database.db,
      keys: vapid,
      production: config.nodeEnv === "production",
      onError: (error) => app.log.warn({ err: error }, "push not delivered"),
    });
  app.decorate("push", push);
  await app.register(pushRoutes, {
    identity,
    limiter,
    push,
    production: config.nodeEnv === "production",
  });
  await app.register(alertRoutes, { identity });
  await app.register(spreadAlertRoutes, { identity, loadRates: () => rates() });
  await app.register(adminRoutes, { retailer: breakerSource(options.retailer?.client) });
  if (config.nodeEnv === "test") {
    await app.register(testObservationRoute, {
      afterSave: () =>
        checkAlerts(
          alertCheckOptions({
            db: database.db,
            mailer,
            link,
            brandName: config.brandName,
            push: push ?? undefined,
          }),
        ),
    });
    await app.register(testAdminGrantRoute);
  }
  const admission = lookupAdmission(limiter, config.retailer.lookupsPerMinute);
  await app.register(wishlistRoutes, {
    identity,
    live,
    admission,
    limiter,
    held: offerIndex,
    loadRates: () => rates(),
  });
  await app.register(basketRoutes, { identity, link });
  await app.register(wishlistFreshnessRoute, { identity, live });
  // Podiums opened are watched for a few days: the scheduled refresh keeps them fresh.
  const views = articleViewsRecorder(database.db, {
    onError: (error) => app.log.warn({ err: error }, "podium views not recorded"),
  });
  app.addHook("onClose", () => views.close());
  const retailer = options.retailer;
  await app.register(articlesRoutes, {
    views,
    retailerSearch:
      retailer?.search &&
      retailerSearcher({ db: database.db, retailer: retailer.search, demo: retailer.demo }),
    limiter,
    live,
    admission,
    offerIndex,
    stock:
      options.retailer?.stock &&
      createStoreStock(database.db, options.retailer.stock, { shared: sharedCache }),
    loadRates: () => rates(),
    defaults: visitorComparison,
    isPremium: async (request) => {
      const actor = await identity.actor(request);
      return actor.kind === "user" && isPremium(actor.profile);
    },
  });
  if (index) {
    await registerStaticFiles(app, config.webDistDir);
  } else {
    app.log.warn(
      { webDistDir: config.webDistDir },
      "web app not built: no index.html, pages answer 503",
    );
  }
  registerSpaFallback(app, index, loadPreloadPlan(config.webDistDir));
  return app;
}

/** The connector's circuits, when the fan-out given is the real connector (a test double is not). */
function breakerSource(client: RetailerFanOut | undefined): BreakerSource | undefined {
  const candidate = client as Partial<BreakerSource> | undefined;
  return typeof candidate?.breakerState === "function" && typeof candidate.heldUntil === "function"
    ? (candidate as BreakerSource)
    : undefined;
}
