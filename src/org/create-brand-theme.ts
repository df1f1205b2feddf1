import { createTheme, type Theme } from '@mui/material/styles';
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
 * tells MUI the browser autofilled the input (its label then moves up). And an error shows at once: a field's label
 * turns to the error colour, and the outlined input's notch opens, without MUI's 200 ms transitions, as its message
 * does; the frame that shows the errors of a Continue does not start an animation per label. A button's colours change
 * at once too (as its pressed shade does, see MuiButton above): when a Continue's errors push it from under the
 * pointer, no 250 ms fade starts (each fade's events also go through React's listeners) in the frame of the errors.
 */
export const AUTOFILL_STYLES = {
  '@keyframes mui-auto-fill': { from: { animationName: 'mui-auto-fill' } },
  '@keyframes mui-auto-fill-cancel': { from: { animationName: 'mui-auto-fill-cancel' } },
  '.MuiInputBase-input': {
    animationName: 'mui-auto-fill-cancel',
    animationDuration: '10ms',
    '&:-webkit-autofill': { animationDuration: '5000s', animationName: 'mui-auto-fill' },
  },
  '.MuiFormLabel-root.Mui-error, .MuiOutlinedInput-root.Mui-error > fieldset > legend': { transition: 'none' },
  '.MuiButtonBase-root.MuiButton-root': { transition: 'none' },
} as const;
