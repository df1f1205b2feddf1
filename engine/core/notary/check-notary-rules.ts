import type { DataProblem } from '../data/data-problem';
import type { NotaryRules } from './notary-rules';
import { wallClockOf } from './zoned-time';

const isKnownZone = (zone: string) => {
  try {
    wallClockOf(new Date(0), zone);
    return true;
  } catch {
    return false;
  }
};

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * What the meta-schema cannot say about flows/application/notary.json: every time zone is one the platform knows
 * (E_UNKNOWN_TIME_ZONE) and each kind of session fits at least once between its opening and closing time
 * (E_NO_NOTARY_SLOT). A file that fails its meta-schema gives no further problems. Pure.
 */
export function checkNotaryRules(rules: NotaryRules, file: string): DataProblem[] {
  if (!rules || typeof rules !== 'object' || !rules.timeZones || !rules.electronic || !rules.manual) return [];
  const problems: DataProblem[] = [];
  const zones: [string, string][] = [...Object.entries(rules.timeZones).map(([s, z]): [string, string] => [`/timeZones/${s}`, z]), ['/defaultTimeZone', rules.defaultTimeZone]];
  for (const [pointer, zone] of zones) {
    if (typeof zone === 'string' && !isKnownZone(zone)) problems.push({ code: 'E_UNKNOWN_TIME_ZONE', file, pointer, message: `'${zone}' is not a time zone this platform knows` });
  }
  for (const kind of ['electronic', 'manual'] as const) {
    const r = rules[kind];
    if (typeof r.opensAt === 'string' && typeof r.closesAt === 'string' && minutesOf(r.opensAt) + r.sessionMinutes > minutesOf(r.closesAt)) {
      problems.push({ code: 'E_NO_NOTARY_SLOT', file, pointer: `/${kind}`, message: `no ${r.sessionMinutes}-minute session fits between ${r.opensAt} and ${r.closesAt}` });
    }
  }
  return problems;
}
