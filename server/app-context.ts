import type { Kysely } from 'kysely';
import type { CompiledValidate } from '../engine/core';
import type { TokenService } from './auth/token-service';
import type { Fixtures } from './data/fixture-types';
import type { ProjectData } from './data/project-data';
import type { DatabaseSchema } from './db/schema';
import type { FileStore } from './files/file-store';
import type { VirusScanner } from './files/virus-scan';
import type { RouteLimitOf } from './http/abuse-limits';
import type { Mailer } from './mail/mailer';
import type { CodeMac } from './security/code-mac';
import type { FieldCipher } from './security/field-cipher';

/** What every route module needs: the checked project data, the database, validators, tokens, fixtures and the clock. */
export interface AppContext {
  data: ProjectData;
  db: Kysely<DatabaseSchema>;
  /** Precompiled step validators by step id. */
  validators: Record<string, CompiledValidate>;
  tokens: TokenService;
  fixtures: Fixtures;
  /** Today as an ISO date (YYYY-MM-DD), for rules and the 45-day check. */
  today: () => string;
  /** The dist/ folder of the built web app. */
  distDir: string;
  /** The repository root the data was read from (brands/logos lives under it). */
  dataRoot: string;
  /** The request limit of a group of routes (server/fixtures/abuse-limits.json), as route configuration. */
  limitOf: RouteLimitOf;
  /** Encrypts SSNs and bank account numbers at rest (envelope encryption, keys outside the database). */
  fieldCipher: FieldCipher;
  /** Keyed hashes of the e-mail verification codes (HMAC under a key derived from the data keys, never in the database). */
  codeMac: CodeMac;
  /** How long the sandbox's background work (GEN_*, WAITING_FOR_*, HARD_CREDIT_PULL) takes, in ms. */
  sandboxDelayMs: number;
  /** QA flag overrides through the `heloc_flags` cookie (ALLOW_FLAG_OVERRIDES=1); off in production. */
  allowFlagOverrides: boolean;
  /** Mark the broker session cookies Secure (AppOptions.secureCookies: on unless NODE_ENV=development or SECURE_COOKIES=0). */
  secureCookies: boolean;
  /** The bytes of uploaded documents, by storage key (the `documents` rows say whose they are). */
  files: FileStore;
  /** Scans every uploaded document before it is stored. */
  virusScanner: VirusScanner;
  /** The development outbox and its /dev/ pages are served (AppOptions.devOutbox: unless NODE_ENV=production). */
  devOutbox: boolean;
  /** Sends mail: SMTP (SMTP_URL) or the database outbox (server/mail/). */
  mailer: Mailer;
  /** The operations console's pages and endpoints are served (AppOptions.staffConsole: unless NODE_ENV=production). */
  staffConsole: boolean;
  /** The preview studio's page and endpoints are served (AppOptions.studio: unless NODE_ENV=production). */
  studio: boolean;
  /** Signs and checks staff tokens: their own audience (CONSOLE_AUDIENCE), refused by every borrower endpoint. */
  staffTokens: TokenService;
}
