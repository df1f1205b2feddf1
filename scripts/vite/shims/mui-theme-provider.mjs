// MUI's ThemeProvider for themes without CSS variables (scripts/vite/lean-libraries.ts): the same as MUI's own
// ThemeProvider takes for such a theme, `vars: null` included; a theme with colour schemes is refused.
import { useMemo } from 'react';
import { jsx } from 'react/jsx-runtime';
import THEME_ID from 'mui-styles-internal:identifier';
import ThemeProviderNoVars from 'mui-styles-internal:ThemeProviderNoVars';

export default function ThemeProvider({ theme, ...props }) {
  const noVarsTheme = useMemo(() => {
    if (typeof theme === 'function') return theme;
    const muiTheme = THEME_ID in theme ? theme[THEME_ID] : theme;
    if ('colorSchemes' in muiTheme) throw new Error('Themes with colour schemes are not part of this build (scripts/vite/lean-libraries.ts).');
    return 'vars' in muiTheme ? theme : { ...theme, vars: null };
  }, [theme]);
  return jsx(ThemeProviderNoVars, { theme: noVarsTheme, ...props });
}
