import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatMoney } from '../../../engine/core/calc';
import { createCopyOf, type Copy } from '../../../engine/core';
import type { OfferPreference } from '../../api/application-api';
import { OFFER_PREFERENCES } from './offer-choice';

export interface PayoffPreferenceChoiceProps {
  /** What the liens marked for payoff add up to. */
  payoffTotal: number;
  value: OfferPreference;
  /** Whether the chosen offer allows a draw with a preference (the range is not empty). */
  allows: (preference: OfferPreference) => boolean;
  copy: Copy;
  onChange: (preference: OfferPreference) => void;
}

/**
 * How the liens marked for payoff are paid from the line (platform §9 calculation preference), as a radio group:
 * PRESERVE (on top of the cash drawn), DEDUCT (out of the draw), MAXIMIZE (the largest draw). A preference the
 * offer cannot meet is disabled.
 */
export function PayoffPreferenceChoice({ payoffTotal, value, allows, copy, onChange }: PayoffPreferenceChoiceProps) {
  const total = formatMoney(payoffTotal);
  return (
    <FormControl component="fieldset" sx={{ mt: 3, display: 'block' }}>
      <FormLabel component="legend" id="payoff-preference-legend">{copy('product.payoff.label', { total })}</FormLabel>
      <FormHelperText id="payoff-preference-help" sx={{ mx: 0 }}>{copy('product.payoff.help')}</FormHelperText>
      <RadioGroup aria-labelledby="payoff-preference-legend" aria-describedby="payoff-preference-help" name="payoff-preference" value={value}
        onChange={(_, v) => onChange(v as OfferPreference)}>
        {OFFER_PREFERENCES.map((p) => (
          <FormControlLabel key={p} value={p} disabled={!allows(p)} control={<Radio />} label={createCopyOf(copy)('product.payoff.*', p, { total })} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
