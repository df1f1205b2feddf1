// @vitest-environment jsdom
import { useFormControl } from '@mui/material/FormControl';
import { ThemeProvider } from '@mui/material/styles';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { OutlinedField, type OutlinedFieldProps } from '../../../../engine/render/widgets/OutlinedField';
import { createBrandTheme, focusLookStyles } from '../../../../src/org/create-brand-theme';
import type { PageBrand } from '../../../../src/org/page-data';

const theme = createBrandTheme({ theme: { primary: '#123456', secondary: '#654321', background: '#ffffff', text: '#111111', error: '#aa0000' } } as unknown as PageBrand);

afterEach(cleanup);

/** Records the focused state MUI's FormControl gives the field's parts, each time one of them renders. */
function focusedStates() {
  const seen: (boolean | undefined)[] = [];
  function Probe() {
    seen.push(useFormControl()?.focused);
    return <span />;
  }
  return { seen, Probe };
}

function field(props: Partial<OutlinedFieldProps>) {
  return render(<ThemeProvider theme={theme}><OutlinedField id="f" label="Use of the property" fullWidth {...props} /></ThemeProvider>);
}

const focusedClass = () => document.querySelectorAll('.Mui-focused').length;

describe('OutlinedField focus', () => {
  // MUI's focused state stays off, so a focus or a blur changes nothing its parts read (in a production build,
  // where FormControl's context keeps its identity, none of them renders again); the look is CSS (below).
  const cases: [string, Partial<OutlinedFieldProps>, string][] = [
    ['a select (its label always up)', { select: true, value: '', slotProps: { select: { native: true }, inputLabel: { shrink: true } }, children: <option value="">Choose</option> }, 'true'],
    ['a text field with an answer', { value: '123 Main St', onChange: () => undefined }, 'true'],
    ['an empty text field (its label moves up in CSS)', { value: '', onChange: () => undefined }, 'false'],
  ];
  it.each(cases)('keeps MUI\'s focused state off in %s through a focus and a blur', (_, props, shrink) => {
    const { seen, Probe } = focusedStates();
    field({ ...props, slotProps: { ...props.slotProps, input: { endAdornment: <Probe /> } } });
    const control = screen.getByLabelText('Use of the property');
    act(() => control.focus());
    expect(document.activeElement).toBe(control);
    expect(focusedClass()).toBe(0);
    expect(document.getElementById('f-label')!.getAttribute('data-shrink')).toBe(shrink);
    act(() => control.blur());
    expect(seen.length).toBeGreaterThan(0);
    expect(seen.every((focused) => focused === false)).toBe(true);
  });

  it('draws the focused look in the brand\'s primary colour, leaving a field with an error in the error colour', () => {
    const rules = Object.entries(focusLookStyles(theme));
    const label = rules.find(([selector]) => selector.includes('MuiFormLabel-root'));
    expect(label?.[0]).toMatch(/:not\(\.Mui-error\)/);
    expect(label?.[1]).toEqual({ color: '#123456' });
    const outline = rules.filter(([selector]) => selector.endsWith('notchedOutline'));
    expect(outline.map(([, style]) => style)).toEqual([{ borderWidth: 2 }, { borderColor: '#123456' }]);
    expect(outline[1][0]).toMatch(/:not\(\.Mui-error\)/);
  });

  it('moves an empty field\'s label up while its input has focus, and opens the outline\'s notch for it', () => {
    const rules = Object.entries(focusLookStyles(theme));
    const shrink = rules.find(([selector]) => selector.includes('data-shrink="false"'));
    expect(shrink?.[0]).toMatch(/^\.MuiFormControl-root:focus-within > /);
    expect(shrink?.[1]).toMatchObject({ transform: 'translate(14px, -9px) scale(0.75)' });
    const notch = rules.find(([selector]) => selector.endsWith('> legend'));
    expect(notch?.[1]).toMatchObject({ maxWidth: '100%' });
  });
});
