import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { decidePage } from '../../engine/core';
import { readProjectData } from '../../server/data/project-data';
import { parseOptions } from './args';
import { EXIT, UsageError, type CliIo } from './io';

/** Usage of `npm run flows -- route`. */
export const ROUTE_USAGE = `usage: npm run flows -- route --status <STATUS> --app <application.json> [--profile <profile.json>] [--page <current page>]
  Prints {"page": …, "because": …}: the page the app shows for this server status, and the status-table row
  ("row:<id>") or state-machine trigger ("trigger:<id>") that decided it. The application file uses the field names
  of the application answer (uuid, term, amount, consents, status: {checklistStatus, uwDecision, …}, …); --status
  overrides status.checklistStatus. Without --profile, a profile with a name and birth date is assumed (a borrower
  who finished registration); pass --profile to test the profile triggers (hasSsn, addresses[].ownership).
  --page is the page the borrower is on (for the declined-application exemption). Exit 0, 2 on usage errors.`;

/** A registered borrower: what the liens trigger needs from the profile. */
const REGISTERED_PROFILE = { name: { firstName: 'Pat', lastName: 'Doe' }, dob: { day: 1, month: 1, year: 1980 }, hasSsn: false, addresses: [] };

function readJsonObject(path: string, option: string): Record<string, unknown> {
  let text: string;
  try {
    text = readFileSync(resolve(path), 'utf8');
  } catch {
    throw new UsageError(`--${option}: cannot read ${path}`);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new UsageError(`--${option}: ${path} is not JSON (${(error as Error).message})`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new UsageError(`--${option}: ${path} must hold a JSON object`);
  return value as Record<string, unknown>;
}

/** `npm run flows -- route …`: prints the routing decision as one JSON line. Throws UsageError for bad options. */
export function runRoute(argv: string[], io: CliIo): number {
  const options = parseOptions(argv, ['status', 'app', 'profile', 'page']);
  if ('help' in options) {
    io.out(ROUTE_USAGE);
    return EXIT.ok;
  }
  for (const name of ['status', 'app']) if (!options[name]) throw new UsageError(`--${name} is required`);
  if (!/^[A-Z][A-Z0-9_]*$/.test(options.status)) throw new UsageError(`--status must be an upper-case status name such as OFFER_SELECTION, not '${options.status}'`);
  const application = readJsonObject(options.app, 'app');
  const profile = options.profile ? readJsonObject(options.profile, 'profile') : REGISTERED_PROFILE;
  const data = readProjectData();
  if (data.problems.length) io.err(`warning: the data has ${data.problems.length} problem(s); run npm run flows -- check`);
  const decision = decidePage(data.routing, { application, profile, status: options.status }, options.page);
  io.out(JSON.stringify({ page: decision.page, because: decision.because }));
  return EXIT.ok;
}
