import CheckCircle from '@mui/icons-material/CheckCircle';
import RadioButtonUnchecked from '@mui/icons-material/RadioButtonUnchecked';
import Box from '@mui/material/Box';
import { createCopyOf } from '../../core/brand/copy-families';
import type { Copy } from '../../core/brand/create-copy';
import type { PasswordRule } from '../../core/rules/operations/password-rules';
import { METER_BARS, passwordStrength } from './password-strength';
import { visuallyHidden } from './widget-support';

interface PasswordMeterProps {
  id: string;
  password: string;
  rules: PasswordRule[];
  copy: Copy;
}

/** Copy that exists in the brand, or nothing (copy returns the key itself when it is missing). */
function optionalCopy(copy: Copy, key: string): string | undefined {
  const words = copy(key);
  return words === key ? undefined : words;
}

/**
 * Four-bar strength meter (role="meter", named by copy `password.meter.label` with `{level}` from
 * `password.meter.<0-4>`) and the list of rules, each marked met or unmet, announced politely as they change.
 */
export function PasswordMeter({ id, password, rules, copy }: PasswordMeterProps) {
  const { met, level } = passwordStrength(password, rules);
  const levelWords = createCopyOf(copy)('password.meter.*', String(level));
  const metWords = optionalCopy(copy, 'password.rule.met');
  const unmetWords = optionalCopy(copy, 'password.rule.unmet');
  return (
    <Box sx={{ mt: 1 }}>
      <Box
        id={`${id}-meter`}
        role="meter"
        aria-label={copy('password.meter.label', { level: levelWords })}
        aria-valuemin={0}
        aria-valuemax={METER_BARS}
        aria-valuenow={level}
        aria-valuetext={levelWords}
        sx={{ display: 'flex', gap: 0.5 }}
      >
        {Array.from({ length: METER_BARS }, (_, i) => (
          <Box
            key={i}
            data-filled={i < level}
            sx={{ flex: 1, height: 4, borderRadius: 2, bgcolor: i < level ? (level === METER_BARS ? 'success.main' : 'warning.main') : 'action.disabledBackground' }}
          />
        ))}
      </Box>
      <Box component="ul" id={`${id}-rules`} aria-live="polite" sx={{ listStyle: 'none', p: 0, m: 0, mt: 1 }}>
        {rules.map((rule) => {
          const isMet = met.has(rule.id);
          const Icon = isMet ? CheckCircle : RadioButtonUnchecked;
          const state = isMet ? metWords : unmetWords;
          return (
            <Box component="li" key={rule.id} data-met={isMet} sx={{ display: 'flex', alignItems: 'center', gap: 1, typography: 'body2' }}>
              <Icon aria-hidden fontSize="small" color={isMet ? 'success' : 'disabled'} />
              <span>{copy(rule.labelKey)}</span>
              {state && <span style={visuallyHidden}>{state}</span>}
            </Box>
          );
        })}
      </Box>
    </Box>
  );
}
