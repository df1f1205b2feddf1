import { describe, expect, it } from 'vitest';
import { runFlowsCli } from '../../../scripts/cli/dispatch';
import { recordingIo } from '../../../scripts/cli/io';
import { localToday } from '../../../scripts/cli/validate';
import { runCliProcess } from './run-cli';

const AL_18 = JSON.stringify({ propertyAddress: { state: 'AL' }, dob: { day: 1, month: 1, year: 2008 } });
const AL_19 = JSON.stringify({ propertyAddress: { state: 'AL' }, dob: { day: 1, month: 1, year: 2007 } });
const validate = (...args: string[]) => ['validate', '--today', '2026-06-15', ...args];

describe('flows validate', () => {
  it.each<[string, string[], number, string]>([
    ['an 18-year-old in Alabama', validate('--step', 'birthdate', '--brand', 'homepoint', '--data', AL_18), 1,
      '{"valid":false,"errors":[{"field":"dob","message":"Must be at least 19 years old"}]}'],
    ['a 19-year-old in Alabama', validate('--step', 'birthdate', '--brand', 'homepoint', '--data', AL_19), 0, '{"valid":true,"errors":[]}'],
    ['the 62+ brand by org code', validate('--step', 'birthdate', '--brand', 'FIGURE_62', '--data', AL_19), 1,
      '{"valid":false,"errors":[{"field":"dob","message":"Must be 62 years or older to apply for a loan"}]}'],
    ['a step by its alias, --name=value form', ['validate', '--step=contact-info', '--brand=fairway', '--data={"email":"x"}'], 1,
      '{"valid":false,"errors":[{"field":"phoneNumber","message":"Please enter your mobile phone"},'
      + '{"field":"termPrivacyConsent","message":"Required"},{"field":"communicationConsent","message":"Required"},'
      + '{"field":"email","message":"Please enter a valid email address"}]}'],
  ])('%s', async (_name, argv, status, line) => {
    const io = recordingIo();
    expect(await runFlowsCli(argv, io)).toBe(status);
    expect(io.stdout).toEqual([line]);
  });

  it.each<[string, string[], RegExp]>([
    ['no --data', ['validate', '--step', 'birthdate', '--brand', 'figure'], /--data is required/],
    ['an unknown step', ['validate', '--step', 'nope', '--brand', 'figure', '--data', '{}'], /unknown step 'nope'; known steps: property-address \(property-info\)/],
    ['an unknown brand', ['validate', '--step', 'name', '--brand', 'nope', '--data', '{}'], /unknown brand 'nope'; known brands: .*homepoint \(HOMEPOINT\)/],
    ['answers that are not JSON', ['validate', '--step', 'name', '--brand', 'figure', '--data', '{x'], /--data is not valid JSON/],
    ['answers that are a list', ['validate', '--step', 'name', '--brand', 'figure', '--data', '[]'], /--data must be a JSON object/],
    ['--today given twice', validate('--today', '2023-02-29', '--step', 'name', '--brand', 'figure', '--data', '{}'), /option --today given twice/],
    ['an impossible today', ['validate', '--today', '2023-02-29', '--step', 'name', '--brand', 'figure', '--data', '{}'], /--today must be a real date/],
    ['flags that are not switches', ['validate', '--step', 'name', '--brand', 'figure', '--data', '{}', '--flags', '{"a":1}'], /'a' must be true or false/],
    ['an unknown option', ['validate', '--steps', 'name'], /unknown option --steps/],
    ['an unknown command', ['nope'], /unknown command 'nope'/],
    ['no command', [], /usage: npm run flows -- <command>/],
  ])('exits 2 with usage for %s', async (_name, argv, message) => {
    const io = recordingIo();
    expect(await runFlowsCli(argv, io)).toBe(2);
    expect(io.stdout).toEqual([]);
    expect(io.stderr.join('\n')).toMatch(message);
    expect(io.stderr.join('\n')).toContain('usage:');
  });

  it('defaults today to the local calendar day', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
  });

  it('exits 1 from a real process and prints the JSON on one line', () => {
    const run = runCliProcess(validate('--step', 'birthdate', '--brand', 'homepoint', '--data', AL_18));
    expect(run.status).toBe(1);
    expect(run.stdout).toBe('{"valid":false,"errors":[{"field":"dob","message":"Must be at least 19 years old"}]}\n');
  });
});
