// MUI's createTheme without the CSS-variables branch (scripts/vite/lean-libraries.ts). For options without
// `cssVariables` and `colorSchemes`, MUI's own createTheme returns exactly createThemeNoVars(options, ...args).
import createThemeNoVars from 'mui-styles-internal:createThemeNoVars';

export default function createTheme(options = {}, ...args) {
  if (options.cssVariables || 'colorSchemes' in options) {
    throw new Error('CSS theme variables and colour schemes are not part of this build (scripts/vite/lean-libraries.ts).');
  }
  return createThemeNoVars(options, ...args);
}
