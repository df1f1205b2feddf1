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
    components: { MuiButton: { defaultProps: { disableElevation: true } } },
  });
}
