import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { formatMoney, formatPercent } from '../../../engine/core/calc';
import { createCopyOf, type Copy } from '../../../engine/core';
import type { ApplicationOffer, OfferPreference } from '../../api/application-api';
import { drawRange } from './offer-choice';

export interface OfferPickerProps {
  offers: ApplicationOffer[];
  term: number;
  copy: Copy;
  disabled?: boolean;
  /** Liens marked for payoff and how they are paid: an offer that cannot cover them is disabled. */
  payoffTotal?: number;
  preference?: OfferPreference;
  onChange: (term: number) => void;
}

/** The offers as a radio group, one per term: years, APR, rate type and the largest draw. */
export function OfferPicker({ offers, term, copy, disabled, payoffTotal = 0, preference = 'PRESERVE', onChange }: OfferPickerProps) {
  return (
    <FormControl component="fieldset" disabled={disabled}>
      <FormLabel component="legend" id="offer-term-legend">{copy('product.offer.label')}</FormLabel>
      <RadioGroup aria-labelledby="offer-term-legend" name="offer-term" value={String(term)} onChange={(_, v) => onChange(Number(v))}>
        {offers.map((o) => {
          const range = drawRange(o, payoffTotal, preference);
          return (
            <FormControlLabel
              key={o.term}
              value={String(o.term)}
              disabled={!range}
              control={<Radio />}
              label={copy('product.offer.option', {
                years: o.term, rate: formatPercent(o.rate), rateType: createCopyOf(copy)('product.rateType.*', o.type === 'VARIABLE' ? 'VARIABLE' : 'FIXED'),
                max: formatMoney(range?.max ?? 0),
              })}
            />
          );
        })}
      </RadioGroup>
    </FormControl>
  );
}
