import { METER_BARS } from '../../core/rules/operations/password-meter';
import { unmetPasswordRules, type PasswordRule } from '../../core/rules/operations/password-rules';

export { METER_BARS };

/** Which rules a password meets, and how many of the four bars that fills (all rules met = all bars). Pure. */
export function passwordStrength(password: string, rules: PasswordRule[]): { met: Set<string>; level: number } {
  const unmet = new Set(unmetPasswordRules(password, rules));
  const met = new Set(rules.filter((r) => !unmet.has(r.id)).map((r) => r.id));
  if (!password) return { met, level: 0 };
  const level = rules.length === 0 ? METER_BARS : Math.floor((met.size * METER_BARS) / rules.length);
  return { met, level };
}
