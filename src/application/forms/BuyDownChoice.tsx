import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { buyDownFee, formatMoney, formatPercent, rateAfterBuyDown } from '../../../engine/core/calc';
import type { Copy } from '../../../engine/core';
import type { BuyDownTerms } from './offer-pricing';

export interface BuyDownChoiceProps {
  terms: BuyDownTerms;
  /** The rate before a buy-down (with the discounts opted into). */
  rate: number;
  draw: number;
  /** The points taken, 0 for none. */
  value: number;
  copy: Copy;
  onChange: (points: number) => void;
}

/**
 * A rate buy-down (flag rate-buy-down) as a radio group: keep the rate, or lower it by each of the brand's options
 * for its fee at closing, each priced for the current draw. Nothing when the brand prices none.
 */
export function BuyDownChoice({ terms, rate, draw, value, copy, onChange }: BuyDownChoiceProps) {
  if (!terms.options.length) return null;
  return (
    <FormControl component="fieldset" sx={{ mt: 3, display: 'block' }}>
      <FormLabel component="legend" id="buy-down-legend">{copy('product.buyDown.label')}</FormLabel>
      <RadioGroup aria-labelledby="buy-down-legend" name="buy-down" value={String(value)} onChange={(_, v) => onChange(Number(v))}>
        <FormControlLabel value="0" control={<Radio />} label={copy('product.buyDown.none', { rate: formatPercent(rate) })} />
        {terms.options.map((o) => (
          <FormControlLabel key={o.points} value={String(o.points)} control={<Radio />} label={copy('product.buyDown.option', {
            rate: formatPercent(rateAfterBuyDown(rate, o.points, terms.aprFloor)), fee: formatMoney(buyDownFee(o, draw), 2),
          })} />
        ))}
      </RadioGroup>
    </FormControl>
  );
}
