import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import type { WidgetProps } from '@rjsf/utils';
import { Fragment } from 'react';
import { consentLabelParts } from '../../core/brand/consent-label-parts';
import { createCopyOf } from '../../core/brand/copy-families';
import { describedBy, dottedPath, firstError, helperTextId, stepContext } from './widget-support';

/**
 * Consent checkbox. Reads `label` (the brand's words, where `[text](key)` becomes a link to copy `link.<key>`, opened in
 * a new tab), `required`, `rawErrors` (first shown under the box). Unticked until the borrower ticks it; stores
 * true/false.
 */
export function ConsentWidget(props: WidgetProps) {
  const { id, htmlName, label, value, required, disabled, readonly, autofocus, uiSchema, rawErrors, hideError, registry, onChange, onBlur, onFocus } = props;
  const { copy, touch } = stepContext(registry);
  const error = firstError(rawErrors, hideError);
  const words = consentLabelParts(label ?? '').map((part, i) =>
    'linkKey' in part ? (
      <Link key={i} href={createCopyOf(copy)('link.*', part.linkKey)} target="_blank" rel="noopener">
        {part.text}
      </Link>
    ) : (
      <Fragment key={i}>{part.text}</Fragment>
    ),
  );
  return (
    <FormControl error={Boolean(error)} required={required} disabled={disabled || readonly}>
      <FormControlLabel
        label={<span>{words}</span>}
        control={
          <Checkbox
            id={id}
            name={htmlName || id}
            checked={value === true}
            autoFocus={autofocus}
            slotProps={{ input: { 'aria-describedby': describedBy(id, error, uiSchema), 'aria-invalid': Boolean(error), required } }}
            onChange={(e) => onChange(e.target.checked)}
            onBlur={() => {
              onBlur(id, value);
              touch(dottedPath(id, registry));
            }}
            onFocus={() => onFocus(id, value)}
          />
        }
      />
      {error && <FormHelperText id={helperTextId(id)}>{error}</FormHelperText>}
    </FormControl>
  );
}
