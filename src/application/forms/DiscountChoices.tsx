import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import { formatPercent, type OfferDiscount } from '../../../engine/core/calc';
import { createCopyOf, type Copy, type CopyFamilyValue } from '../../../engine/core';

export interface DiscountChoicesProps {
  /** The chosen offer's discounts (platform §3 `discountList`). */
  discounts: readonly OfferDiscount[];
  chosen: readonly string[];
  copy: Copy;
  onChange: (chosen: string[]) => void;
}

/**
 * The offer's discounts as checkboxes the borrower opts into (an autopay discount, a credit-union or partner
 * discount), each with the rate it gives (brand copy `product.discount.{type}`). Nothing when the offer has none.
 */
export function DiscountChoices({ discounts, chosen, copy, onChange }: DiscountChoicesProps) {
  if (!discounts.length) return null;
  const toggle = (type: string, on: boolean) => onChange(on ? [...chosen.filter((c) => c !== type), type] : chosen.filter((c) => c !== type));
  return (
    <FormControl component="fieldset" sx={{ mt: 3, display: 'block' }}>
      <FormLabel component="legend">{copy('product.discount.label')}</FormLabel>
      <FormGroup>
        {discounts.map((d) => (
          <FormControlLabel
            key={d.type}
            control={<Checkbox checked={chosen.includes(d.type)} onChange={(_, on) => toggle(d.type, on)} />}
            label={createCopyOf(copy)('product.discount.*', d.type as CopyFamilyValue<'product.discount.*'>, { rate: formatPercent(d.rateWithDiscount) })}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
}
