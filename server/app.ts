import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { DataFileError } from '../engine/core';
import type { AppContext } from './app-context';
import { loadJwtSecret } from './auth/jwt-secret';
import { createTokenService } from './auth/token-service';
import { loadFixtures } from './data/load-fixtures';
import { readProjectData, REPO_ROOT } from './data/project-data';
import { openDatabase } from './db/open-database';
import { flagRoutes } from './flags/flag-routes';
import { registerErrorHandling } from './http/error-handling';
import { applicationRoutes } from './routes/application-routes';
import { externalRoutes } from './routes/external-routes';
import { identityRoutes } from './routes/identity-routes';
import { leadPortalRoutes } from './routes/lead-portal-routes';
import { profileRoutes } from './routes/profile-routes';
import { seedPersonas } from './seed/seed-personas';
import { spaRoutes } from './spa/spa-routes';
import { loadStepValidators } from './validation/load-step-validators';

/** How to build the server. Every option has a default suited to `npm run serve`. */
export interface AppOptions {
  /** SQLite file, or ':memory:' (tests). Default: env DATABASE_FILE or data/heloc.sqlite. Env DATABASE_URL=postgres://… uses Postgres. */
  dbFile?: string;
  /** Repository root holding flows/, brands/ and schemas/. Default: this repository. */
  dataRoot?: string;
  /** Today as an ISO date for rules (age, 45-day wait). Default: the UTC date now. */
  today?: () => string;
  /** Folder of the built web app. Default: dist. */
  distDir?: string;
  logger?: FastifyServerOptions['logger'];
  /** Requests per window and IP on register and login. Default from server/fixtures/server-rules.json (20 a minute). */
  rateLimit?: { max: number; timeWindowMs?: number };
  /** Create the persona accounts on start. Default: true. */
  seed?: boolean;
  /** HS256 secret. Default: env JWT_SECRET, else one generated and kept in the database. */
  jwtSecret?: string;
  /** Trust X-Forwarded-* from a reverse proxy (client IP for rate limits, https in baseUrl). Default: env TRUST_PROXY=1|true. */
  trustProxy?: boolean;
  /** Let the `heloc_flags` cookie switch flags (QA and browser tests). Default: env ALLOW_FLAG_OVERRIDES=1. */
  allowFlagOverrides?: boolean;
}

/** The Content-Security-Policy: nothing inline but styles, no eval, no framing. */
const CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"], scriptSrc: ["'self'"], styleSrc: ["'self'", "'unsafe-inline'"], imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"], fontSrc: ["'self'", 'data:'], objectSrc: ["'none'"], frameAncestors: ["'none'"], baseUri: ["'self'"],
  },
};

const isoToday = () => new Date().toISOString().slice(0, 10);

/**
 * Builds the lender API and web-app server: checks the project data (throws DataFileError listing every problem),
 * opens and migrates the database, loads the precompiled step validators, seeds the persona accounts and registers
 * every route. The caller listens (or injects, in tests) and closes.
 */
export async function buildApp(options: AppOptions = {}): Promise<FastifyInstance> {
  const dataRoot = options.dataRoot ?? REPO_ROOT;
  const data = readProjectData(dataRoot);
  if (data.problems.length) throw new DataFileError(data.problems);
  const fixtures = loadFixtures();
  const db = await openDatabase({ file: options.dbFile ?? process.env.DATABASE_FILE ?? 'data/heloc.sqlite', url: process.env.DATABASE_URL });
  const trustProxy = options.trustProxy ?? ['1', 'true'].includes(process.env.TRUST_PROXY ?? '');
  const app = Fastify({ logger: options.logger ?? false, bodyLimit: 256 * 1024, trustProxy });
  app.addHook('onClose', async () => db.destroy());
  try {
    const ctx: AppContext = {
      data, db, fixtures, dataRoot,
      validators: await loadStepValidators(data.steps, [dataRoot, REPO_ROOT]),
      tokens: createTokenService(await loadJwtSecret(db, options.jwtSecret ?? process.env.JWT_SECRET)),
      today: options.today ?? isoToday,
      distDir: options.distDir ?? process.env.DIST_DIR ?? 'dist',
      allowFlagOverrides: options.allowFlagOverrides ?? process.env.ALLOW_FLAG_OVERRIDES === '1',
      rateLimit: {
        max: options.rateLimit?.max ?? (Number(process.env.RATE_LIMIT_MAX) || fixtures.serverRules.rateLimit.max),
        timeWindow: options.rateLimit?.timeWindowMs ?? fixtures.serverRules.rateLimit.timeWindowMs,
      },
    };
    if (options.seed !== false) await seedPersonas(ctx);
    app.decorateRequest('identity', null);
    registerErrorHandling(app, fixtures.messages);
    await app.register(helmet, { contentSecurityPolicy: CSP });
    await app.register(rateLimit, { global: false });
    for (const routes of [identityRoutes, profileRoutes, applicationRoutes, externalRoutes, leadPortalRoutes, flagRoutes]) {
      await app.register(routes(ctx));
    }
    await spaRoutes(ctx)(app);
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
