import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions, type RouteOptions } from 'fastify';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { DataFileError, interpolate } from '../engine/core';
import type { AppContext } from './app-context';
import type { HttpLimits } from './data/fixture-types';
import { CONSOLE_AUDIENCE, createTokenService } from './auth/token-service';
import { consoleRoutes } from './console/console-routes';
import { loadFixtures } from './data/load-fixtures';
import { checkProject } from './data/check-project';
import { REPO_ROOT } from './data/project-data';
import { openDatabase } from './db/open-database';
import { withDatabaseLock } from './db/startup-lock';
import { diskFileStore } from './files/file-store';
import { sandboxVirusScanner, type VirusScanner } from './files/virus-scan';
import { flagRoutes } from './flags/flag-routes';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './http/error-handling';
import { registerJsonBodyParser } from './http/json-body';
import { registerNoStore } from './http/no-store';
import { loggerOptions } from './http/logger-options';
import { applicationRoutes } from './routes/application-routes';
import { bannerRoutes } from './routes/banner-routes';
import { documentRoutes } from './routes/document-routes';
import { experimentRoutes } from './routes/experiment-routes';
import { feedbackRoutes } from './routes/feedback-routes';
import { externalRoutes } from './routes/external-routes';
import { identityBrokerRoutes } from './routes/identity-broker-routes';
import { identityRoutes } from './routes/identity-routes';
import { leadPortalRoutes } from './routes/lead-portal-routes';
import { linkProviderRoutes } from './routes/link-provider-routes';
import { devMailRoutes } from './routes/dev-mail-routes';
import { createCodeMac } from './security/code-mac';
import { emailVerificationRoutes } from './routes/email-verification-routes';
import { coSignerRoutes } from './routes/co-signer-routes';
import { signerRoutes } from './routes/signer-routes';
import { signerWorkRoutes } from './routes/signer-work-routes';
import { conditionRoutes } from './routes/condition-routes';
import { createMailer, mailSettingsFromEnv, type MailSettings } from './mail/mailer';
import { lifecycleActionRoutes } from './routes/lifecycle-action-routes';
import { fundingRoutes } from './routes/funding-routes';
import { notaryRoutes } from './routes/notary-routes';
import { lifecycleRoutes } from './routes/lifecycle-routes';
import { signingRoutes } from './routes/signing-routes';
import { notificationRoutes } from './routes/notification-routes';
import { operatingHoursRoutes } from './routes/operating-hours-routes';
import { profileRoutes } from './routes/profile-routes';
import { telemetryRoutes } from './routes/telemetry-routes';
import { createSandboxJobs } from './sandbox/sandbox-jobs';
import { recordDecisionWithNotice } from './decisions/issue-notice';
import { routeLimits } from './http/abuse-limits';
import { createFieldCipher } from './security/field-cipher';
import { retireStoredSecret } from './security/retire-stored-secret';
import { loadServerKeys } from './security/server-keys';
import { seedPersonas } from './seed/seed-personas';
import { seedStaff } from './seed/seed-staff';
import { spaRoutes } from './spa/spa-routes';
import { followStudioData } from './studio/studio-data';
import { allowStudioFrames, studioRoutes } from './studio/studio-routes';
import { EARLY_INPUT_SCRIPT_CSP } from './spa/early-input-script';
import { loadStepValidators } from './validation/load-step-validators';

/** How to build the server. Every option has a default suited to `npm run serve`. */
export interface AppOptions {
  /** SQLite file, or ':memory:' (tests). Default: env DATABASE_FILE or data/heloc.sqlite. Unused when `databaseUrl` names PostgreSQL. */
  dbFile?: string;
  /** A `postgres://…` URL stores the data in PostgreSQL instead of SQLite. Default: env DATABASE_URL. */
  databaseUrl?: string;
  /** Repository root holding flows/, brands/ and schemas/. Default: env DATA_ROOT (a copy of them), else this repository. */
  dataRoot?: string;
  /** Today as an ISO date for rules (age, 45-day wait). Default: the UTC date now. */
  today?: () => string;
  /** Folder of the built web app. Default: dist. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Replaces every abuse limit's max (and window): server/fixtures/abuse-limits.json. Default: env RATE_LIMIT_MAX, else the file's. */
  rateLimit?: { max: number; timeWindowMs?: number };
  /** Create the persona accounts on start. Default: true. */
  seed?: boolean;
  /** HS256 token secret. Default: env JWT_SECRET, else the key file's (never the database). */
  jwtSecret?: string;
  /** Data keys `id:base64url,…`, the first active (server/security/server-keys.ts). Default: env DATA_KEYS, else the key file's. */
  dataKeys?: string;
  /** The key file for keys not given (created with mode 0600 on first start). Default: env HELOC_KEY_FILE, else keys/heloc-keys.json. */
  keyFile?: string;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, https in baseUrl). Default: env TRUST_PROXY=1|true. */
  trustProxy?: boolean;
  /** Let the `heloc_flags` cookie switch flags (QA and browser tests). Default: env ALLOW_FLAG_OVERRIDES=1. */
  allowFlagOverrides?: boolean;
  /** How long the sandbox's background work takes (GEN_*, WAITING_FOR_*, HARD_CREDIT_PULL), in ms. Default: env SANDBOX_DELAY_MS, else 2000. */
  sandboxDelayMs?: number;
  /** How often the background ticker applies due sandbox jobs, in ms; 0 = no ticker (run them with app.sandboxJobs.runDueJobs). Default 250. */
  sandboxTickMs?: number;
  /**
   * Folder of the uploaded documents' bytes (created when missing). Default: env DOCUMENTS_DIR, else `documents/` beside
   * the SQLite file (data/documents); for a ':memory:' database a fresh temporary folder, removed when the app closes.
   */
  documentsDir?: string;
  /** Scans uploaded documents. Default: the sandbox scanner (refuses the EICAR test string). */
  virusScanner?: VirusScanner;
  /** The largest document upload in bytes, over flows/application/documents.json `maxBytes` (tests). */
  maxDocumentBytes?: number;
  /** Over server/fixtures/server-rules.json `http`: the body, nesting and parameter limits and the timeouts (tests). */
  httpLimits?: Partial<HttpLimits>;
  /** Called with every route as it is registered (tests that go over every route). */
  onRoute?: (route: RouteOptions) => void;
  /** Mark the broker session cookies Secure. Default: env SECURE_COOKIES=1|0, else Secure unless NODE_ENV=development. */
  secureCookies?: boolean;
  /** Where mail goes (server/mail/): SMTP or the database outbox. Default: env SMTP_URL and MAIL_FROM (no SMTP_URL: the outbox). */
  mail?: MailSettings;
  /** Serve the development outbox (GET /dev/api/v1/mail/outbox) and its page (/dev/mail). Default: unless NODE_ENV=production. */
  devOutbox?: boolean;
  /** Serve the operations console (/console pages, /console/api/v1 endpoints) and seed its staff. Default: unless NODE_ENV=production. */
  staffConsole?: boolean;
  /**
   * Serve the preview studio (/studio, /studio/api/*) and watch flows/ and brands/ for it. Default: unless
   * NODE_ENV=production.
   */
  studio?: boolean;
}

/** The Content-Security-Policy: nothing inline but styles and the early-input script (by its hash), no eval, no framing. */
const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"], scriptSrc: ["'self'", EARLY_INPUT_SCRIPT_CSP], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** SECURE_COOKIES=1|true or 0|false decides; otherwise cookies are Secure everywhere but NODE_ENV=development. */
function secureCookiesFromEnv(): boolean {
  const setting = process.env.SECURE_COOKIES;
  if (setting !== undefined && setting !== '') return ['1', 'true'].includes(setting);
  return process.env.NODE_ENV !== 'development';
}

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * Where the documents' bytes go: the option; for a ':memory:' database a fresh temporary folder (`temporary`: remove
 * it on close); else env DOCUMENTS_DIR, else `documents/` beside the SQLite file.
 */
function documentsFolder(option: string | undefined, dbFile: string): { dir: string; temporary: boolean } {
  if (option) return { dir: option, temporary: false };
  if (dbFile === ':memory:') return { dir: mkdtempSync(join(tmpdir(), 'heloc-documents-')), temporary: true };
  return { dir: process.env.DOCUMENTS_DIR || join(dirname(resolve(dbFile)), 'documents'), temporary: false };
}

/**
 * Builds the lender API and web-app server: checks the project data (throws DataFileError listing every problem),
 * opens and migrates the database, loads the precompiled step validators, seeds the persona accounts and registers
 * every route. The caller listens (or injects, in tests) and closes.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataRoot = options.dataRoot ?? (process.env.DATA_ROOT || REPO_ROOT);
  // The same check as `npm run flows -- check`: any problem in any data file stops the start, every one listed.
  const checked = checkProject(dataRoot);
  if (checked.problems.length || !checked.data) throw new DataFileError(checked.problems);
  const read = checked.data;
  const data = options.maxDocumentBytes ? { ...read, documents: { ...read.documents, maxBytes: options.maxDocumentBytes } } : read;
  const fixtures = loadFixtures();
  const dbFile = options.dbFile ?? process.env.DATABASE_FILE ?? 'data/heloc.sqlite';
  const db = await openDatabase({ file: dbFile, url: options.databaseUrl ?? process.env.DATABASE_URL });
  const documents = documentsFolder(options.documentsDir, dbFile);
  const trustProxy = options.trustProxy ?? ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');
  const limits: HttpLimits = { ...fixtures.serverRules.http, ...options.httpLimits };
  const app = Fastify({
    logger: loggerOptions(options.logger), trustProxy, bodyLimit: limits.bodyLimitBytes, routerOptions: { maxParamLength: limits.maxParamLength },
    // Slow clients: the whole request must arrive within requestTimeoutMs, an idle socket closes (server/README.md).
    requestTimeout: limits.requestTimeoutMs, connectionTimeout: limits.connectionTimeoutMs, keepAliveTimeout: limits.keepAliveTimeoutMs,
    http: {
      headersTimeout: Math.min(limits.headersTimeoutMs, limits.requestTimeoutMs), requestTimeout: limits.requestTimeoutMs,
      connectionsCheckingInterval: limits.timeoutCheckIntervalMs,
    },
    frameworkErrors: frameworkErrorHandler(fixtures.messages), clientErrorHandler: clientErrorHandler(fixtures.messages),
  });
  const { onRoute } = options;
  if (onRoute) app.addHook('onRoute', (route) => onRoute(route));
  let stopJobs = async () => undefined as void;
  // The ticker stops (and its run in progress ends) before the database closes.
  app.addHook('onClose', async () => {
    await stopJobs();
    await db.destroy();
    if (documents.temporary) rmSync(documents.dir, { recursive: true, force: true });
  });
  try {
    const keys = loadServerKeys({ jwtSecret: options.jwtSecret ?? process.env.JWT_SECRET, dataKeys: options.dataKeys ?? process.env.DATA_KEYS, keyFile: options.keyFile });
    const fieldCipher = createFieldCipher(keys.dataKeys);
    const retired = await retireStoredSecret(db, fieldCipher, keys.sources.tokenKey === 'environment' ? keys.tokenKey : undefined);
    app.log.info({ keys: keys.sources, activeDataKey: keys.dataKeys.activeId, movedFromStoredSecret: retired.moved }, 'server keys loaded');
    const envDelay = Number(process.env.SANDBOX_DELAY_MS ?? 'x');
    const sandboxDelayMs = options.sandboxDelayMs ?? (Number.isFinite(envDelay) && envDelay >= 0 ? envDelay : 2000);
    const ctx: AppContext = {
      data, db, fixtures, dataRoot, sandboxDelayMs,
      validators: await loadStepValidators(data.steps, [dataRoot, REPO_ROOT]),
      tokens: createTokenService(keys.tokenKey),
      fieldCipher,
      codeMac: createCodeMac(keys.dataKeys),
      today: options.today ?? isoToday,
      distDir: options.distDir ?? process.env.DIST_DIR ?? 'dist',
      allowFlagOverrides: options.allowFlagOverrides ?? process.env.ALLOW_FLAG_OVERRIDES === '1',
      secureCookies: options.secureCookies ?? secureCookiesFromEnv(),
      files: diskFileStore(documents.dir),
      virusScanner: options.virusScanner ?? sandboxVirusScanner(),
      devOutbox: options.devOutbox ?? process.env.NODE_ENV !== 'production',
      mailer: createMailer(db, options.mail ?? mailSettingsFromEnv()),
      staffConsole: options.staffConsole ?? process.env.NODE_ENV !== 'production',
      studio: options.studio ?? process.env.NODE_ENV !== 'production',
      staffTokens: createTokenService(keys.tokenKey, read.consoleRoles.session.tokenLifetime, CONSOLE_AUDIENCE),
      limitOf: routeLimits(fixtures.abuseLimits, {
        max: options.rateLimit?.max ?? (Number(process.env.RATE_LIMIT_MAX) || undefined),
        timeWindowMs: options.rateLimit?.timeWindowMs,
      }),
    };
    // Servers sharing a PostgreSQL database seed one at a time: the second finds the accounts and leaves them alone.
    if (options.seed !== false) await withDatabaseLock(db, 'seed-personas', () => seedPersonas(ctx));
    if (options.seed !== false && ctx.staffConsole) await withDatabaseLock(db, 'seed-staff', () => seedStaff(db));
    const jobs = createSandboxJobs(
      db, sandboxDelayMs, options.sandboxTickMs ?? 250, (error) => app.log.error({ err: error }, 'sandbox job run failed'),
      (trx, application, facts) => recordDecisionWithNotice(ctx, trx, application, facts),
    );
    stopJobs = jobs.stop;
    app.decorate('sandboxJobs', { runDueJobs: jobs.runDueJobs, delayMs: jobs.delayMs });
    app.decorateRequest('identity', null);
    registerErrorHandling(app, fixtures.messages);
    registerJsonBodyParser(app, limits.maxJsonDepth, interpolate(fixtures.messages.bodyTooDeep, { max: limits.maxJsonDepth }));
    registerNoStore(app);
    await app.register(helmet, { contentSecurityPolicy: CSP });
    await app.register(rateLimit, { global: false });
    for (const routes of [identityRoutes, identityBrokerRoutes, profileRoutes, applicationRoutes, lifecycleRoutes, lifecycleActionRoutes, signingRoutes, notaryRoutes, fundingRoutes, externalRoutes, leadPortalRoutes, flagRoutes, bannerRoutes]) {
      await app.register(routes(ctx));
    }
    await app.register(operatingHoursRoutes(ctx));
    await app.register(telemetryRoutes(ctx));
    await app.register(experimentRoutes(ctx));
    await app.register(notificationRoutes(ctx));
    await app.register(feedbackRoutes(ctx));
    await app.register(documentRoutes(ctx));
    await app.register(linkProviderRoutes(ctx));
    await app.register(emailVerificationRoutes(ctx));
    await app.register(coSignerRoutes(ctx));
    await app.register(signerRoutes(ctx));
    await app.register(signerWorkRoutes(ctx));
    await app.register(conditionRoutes(ctx));
    if (ctx.devOutbox) await app.register(devMailRoutes(ctx));
    if (ctx.staffConsole) await app.register(consoleRoutes(ctx));
    if (ctx.studio) {
      const studio = followStudioData(dataRoot, checked);
      app.addHook('onClose', async () => studio.close());
      allowStudioFrames(app);
      await app.register(studioRoutes(ctx, studio));
    }
    await spaRoutes(ctx)(app);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
