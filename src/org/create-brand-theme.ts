import { createTheme, type Theme } from '@mui/material/styles';
import { SHOWING_ERRORS } from '../../engine/render/step-form/showing-errors';
import type { PageBrand } from './page-data';

/** Builds the MUI theme from the brand's palette tokens. */
export function createBrandTheme(brand: PageBrand): Theme {
  const t = brand.theme as Record<string, string | number>;
  return createTheme({
    palette: {
      primary: { main: String(t.primary), contrastText: String(t.primaryContrast ?? '#ffffff') },
      secondary: { main: String(t.secondary) },
      error: { main: String(t.error ?? '#b3261e') },
      background: { default: String(t.background), paper: String(t.surface ?? '#ffffff') },
      text: { primary: String(t.text) },
    },
    shape: { borderRadius: Number(t.radius ?? 8) },
    typography: { fontFamily: String(t.fontFamily ?? 'Arial, sans-serif'), button: { textTransform: 'none', fontWeight: 600 } },
    components: {
      // A press shows as a pressed shade in CSS rather than MUI's ripple: the ripple is mounted, styled (16 rules inserted
      // into the page's style sheet, restyling the whole page) and animated by script on a button's first press, work
      // the borrower waits through between pressing Continue and seeing the next step or the errors. Without the
      // ripple, keyboard focus gets its own visible ring. Without disableTouchRipple a press would still ask the
      // (never shown) ripple to mount: a re-render of the button between pointer-down and the click.
      MuiButton: {
        defaultProps: { disableElevation: true, disableRipple: true, disableTouchRipple: true },
        styleOverrides: {
          root: ({ theme }) => ({
            '&:active:not(.Mui-disabled)': { backgroundImage: 'linear-gradient(rgba(0, 0, 0, 0.12), rgba(0, 0, 0, 0.12))' },
            '&.Mui-focusVisible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 2 },
          }),
        },
      },
      // Each input would otherwise add (and on unmount remove) its own style element with the autofill keyframes, three
      // per step on Continue; AUTOFILL_STYLES puts them in the page once, with the animation MUI's autofill detection
      // (the input's onAnimationStart) listens for.
      MuiInputBase: { defaultProps: { disableInjectingGlobalStyles: true } },
    },
  });
}

/**
 * The page's global styles. What MUI's inputs inject for themselves unless `disableInjectingGlobalStyles` (set above),
 * in the page once: the autofill keyframes (non-empty, so emotion keeps them) and the input's animation, whose start
 * tells MUI the browser autofilled the input (its label then moves up). The "cancel" animation, whose start tells MUI
 * to look at the input's value again when the autofill is gone, runs only where a label is up and not held up by MUI's
 * focus (the address search's): MUI starts it on every input, so each input a Continue reveals would send an
 * animation's start and end through React's listeners in the frame after the step shows; an empty field with its label
 * down has no autofill to cancel, and a focused one shows its label up anyway (the cancel runs when it leaves). And an error shows at
 * once: a field's label turns to the error colour, and the outlined input's notch opens, without MUI's 200 ms
 * transitions, as its message does; the frame that shows the errors of a Continue does not start an animation per
 * label; nor does the field a Continue focuses ahead of its errors' classes (SHOWING_ERRORS). A button's colours change
 * at once too (as its pressed shade does, see MuiButton above): when a Continue's errors push it from under the
 * pointer, no 250 ms fade starts (each fade's events also go through React's listeners) in the frame of the errors.
 */
export const AUTOFILL_STYLES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
  'label[data-shrink="true"]:not(.Mui-focused) + .MuiInputBase-root > input.MuiInputBase-input:not(:-webkit-autofill)': {
    animationName: 'mui-auto-fill-cancel',
    animationDuration: '10ms',
  },
  '.MuiFormLabel-root.Mui-error, .MuiOutlinedInput-root.Mui-error > fieldset > legend': { transition: 'none' },
  [`[${SHOWING_ERRORS}] .MuiFormLabel-root, [${SHOWING_ERRORS}] .MuiOutlinedInput-root > fieldset > legend`]: { transition: 'none' },
  '.MuiButtonBase-root.MuiButton-root': { transition: 'none' },
} as const;

/**
 * The focused look of an outlined field, in CSS, as MUI's focused state draws it: while its input, select or textarea
 * has focus, the outline is 2 px in the brand's primary colour, and while focus is in the field (a reveal button too)
 * its label is up (an empty field's too, with the outline's notch open for it) and in the primary colour; a field with
 * an error keeps the error colour. `OutlinedField` turns MUI's focused state off, so moving focus re-renders no field.
 * Sibling combinators and `:focus-within` only: no `:has()`, which would widen the style work of every change in a
 * field.
 */
export function focusLookStyles(theme: Theme) {
  const focused = '.MuiInputBase-input:focus';
  const field = '.MuiFormControl-root:focus-within';
  const outline = `.MuiOutlinedInput-root > ${focused} ~ .MuiOutlinedInput-notchedOutline`;
  return {
    [`${field} > .MuiFormLabel-root:not(.Mui-error)`]: { color: theme.palette.primary.main },
    [`${field} > .MuiInputLabel-outlined[data-shrink="false"]`]: {
      userSelect: 'none', pointerEvents: 'auto', maxWidth: 'calc(133% - 32px)', transform: 'translate(14px, -9px) scale(0.75)',
    },
    [outline]: { borderWidth: 2 },
    [`.MuiOutlinedInput-root:not(.Mui-error) > ${focused} ~ .MuiOutlinedInput-notchedOutline`]: { borderColor: theme.palette.primary.main },
    [`${outline} > legend`]: { maxWidth: '100%' },
  };
}

/** The page's global styles: AUTOFILL_STYLES and focusLookStyles in the brand's theme. */
export function pageStyles(theme: Theme) {
  return { ...AUTOFILL_STYLES, ...focusLookStyles(theme) };
}
