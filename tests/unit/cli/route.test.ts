import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordingIo } from '../../../scripts/cli/io';
import { runFlowsCli } from '../../../scripts/cli/dispatch';
import { snapshot, PROFILE_DONE } from '../engine/routing/snapshots';
import { runCliProcess } from './run-cli';

const dir = mkdtempSync(join(tmpdir(), 'route-cli-'));
const file = (name: string, value: unknown) => {
  const path = join(dir, name);
  writeFileSync(path, typeof value === 'string' ? value : JSON.stringify(value));
  return path;
};
const app = file('app.json', snapshot().application);
const profileDone = snapshot(PROFILE_DONE);

async function route(...args: string[]) {
  const io = recordingIo();
  const code = await runFlowsCli(['route', ...args], io);
  return { code, out: io.stdout.join('\n'), err: io.stderr.join('\n') };
}

describe('npm run flows -- route', () => {
  it.each([
    ['OFFER_SELECTION', { page: 'product/select', because: 'row:offer-selection' }],
    ['CREDIT_NO_MATCH', { page: 'credit/social', because: 'row:credit-no-match' }],
    ['UNKNOWN', { page: 'error/timeout', because: 'row:unknown' }],
    ['BORROWER_PROFILE', { page: 'liens', because: 'trigger:liens' }],
  ])('--status %s prints the page and the deciding row or trigger', async (status, expected) => {
    const { code, out } = await route('--status', status, '--app', app);
    expect(code).toBe(0);
    expect(JSON.parse(out)).toEqual(expected);
  });
  it('reads the profile file for the profile triggers', async () => {
    const a = file('app-profile.json', profileDone.application);
    const p = file('profile.json', profileDone.profile);
    const { out } = await route('--status', 'BORROWER_PROFILE', '--app', a, '--profile', p);
    expect(JSON.parse(out)).toEqual({ page: 'start/hmda', because: 'trigger:profileInfoAdded' });
  });
  it('honours --page for the declined exemption', async () => {
    const a = file('declined.json', snapshot({ status: { uwDecision: 'DECLINE' } }).application);
    const { out } = await route('--status', 'DECLINED', '--app', a, '--page', 'document/disclosures');
    expect(JSON.parse(out)).toEqual({ page: 'document/disclosures', because: 'declined-exempt' });
  });
  it.each([
    [['--app', app], '--status is required'],
    [['--status', 'HMDA'], '--app is required'],
    [['--status', 'hmda', '--app', app], 'upper-case status'],
    [['--status', 'HMDA', '--app', join(dir, 'missing.json')], 'cannot read'],
    [['--status', 'HMDA', '--app', file('bad.json', '{nope')], 'is not JSON'],
    [['--status', 'HMDA', '--app', file('list.json', '[]')], 'must hold a JSON object'],
  ])('usage error for %j', async (args, message) => {
    const { code, err } = await route(...args);
    expect(code).toBe(2);
    expect(err).toContain(message);
  });
  it('runs as a real process', () => {
    const run = runCliProcess(['route', '--status', 'HMDA', '--app', app]);
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toEqual({ page: 'start/hmda', because: 'row:hmda' });
  });
});
