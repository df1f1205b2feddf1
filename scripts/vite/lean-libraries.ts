import { join } from 'node:path';
import type { Plugin } from 'vite';

const normalise = (id: string) => id.replace(/\\/g, '/');

/**
 * Keeps library code the app never runs off the first page, without changing what the app does:
 * - @rjsf/core's default registry gets the lean lists of engine/render/step-form/lean-registry (flat steps); steps with
 *   arrays or oneOf/anyOf load the full registry with them (engine/render/step-form/composite-theme.ts).
 * - MUI's createTheme and ThemeProvider get their no-CSS-variables variants: brand themes never turn CSS theme
 *   variables or colour schemes on (scripts/vite/shims/mui-*.mjs refuse such a theme instead of ignoring it).
 * - MUI's styled engine gets emotion's `createStyled` itself (`@emotion/styled/base`): it only calls it, and the
 *   package's main module first makes a styled component factory for each of 130-odd HTML and SVG tags (`styled.div`
 *   and the like, which nothing here uses), at module load, in the task that evaluates the UI libraries.
 */
export function leanLibraries(root: string): Plugin {
  const lean = (kind: string) => join(root, 'engine/render/step-form/lean-registry', `${kind}.ts`);
  const shim = (name: string) => join(root, 'scripts/vite/shims', name);
  return {
    name: 'lean-libraries',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      const from = normalise(importer);
      if (from.endsWith('/@rjsf/core/lib/getDefaultRegistry.js')) {
        const kind = /^\.\/components\/(fields|templates|widgets)\/index\.js$/.exec(source)?.[1];
        return kind ? lean(kind) : null;
      }
      if (source === '@emotion/styled' && from.includes('/@mui/styled-engine/')) {
        return this.resolve('@emotion/styled/base', importer, { skipSelf: true });
      }
      if (source.startsWith('mui-styles-internal:')) {
        return join(root, 'node_modules/@mui/material/styles', `${source.slice('mui-styles-internal:'.length)}.mjs`);
      }
      if (/\/@mui\/material\/styles\/[^/]+\.mjs$/.test(from) && !from.includes('/scripts/vite/shims/')) {
        if (source === './createTheme.mjs') return shim('mui-create-theme.mjs');
        if (source === './ThemeProvider.mjs') return shim('mui-theme-provider.mjs');
      }
      return null;
    },
  };
}
