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
 * - MUI's default themes (`createTheme()` at module load in the modules of LAZY_DEFAULT_THEMES, for components
 *   rendered outside any ThemeProvider) are made when first read (scripts/vite/shims/lazy-default-theme.mjs): every
 *   page renders inside the brand's theme, so they are never made, and the UI libraries' task does not make them.
 */
/** The MUI modules that make a default theme at module load, each with the statement that makes it. */
export const LAZY_DEFAULT_THEMES: Record<string, string> = {
  '@mui/material/styles/defaultTheme.mjs': 'const defaultTheme = createTheme();',
  '@mui/material/Box/Box.mjs': 'const defaultTheme = createTheme();',
  '@mui/system/createStyled/createStyled.mjs': 'export const systemDefaultTheme = createTheme();',
  '@mui/system/useTheme/useTheme.mjs': 'export const systemDefaultTheme = createTheme();',
  '@mui/system/Grid/createGrid.mjs': 'const defaultTheme = createTheme();',
  '@mui/system/Stack/createStack.mjs': 'const defaultTheme = createTheme();',
  '@mui/system/Container/createContainer.mjs': 'const defaultTheme = createTheme();',
};

/**
 * `code` of the MUI module `file` (a path ending in a LAZY_DEFAULT_THEMES key) with its default theme made on first
 * read through `shimPath`; any other file's code unchanged. A module that no longer makes its theme as expected (a new
 * MUI version) stops the build rather than keeping the cost unseen.
 */
export function withLazyDefaultTheme(file: string, code: string, shimPath: string): string {
  const key = Object.keys(LAZY_DEFAULT_THEMES).find((k) => normalise(file).endsWith(`/node_modules/${k}`));
  if (!key) return code;
  const statement = LAZY_DEFAULT_THEMES[key];
  if (!code.includes(statement)) throw new Error(`lean-libraries: ${key} no longer has \`${statement}\`; update LAZY_DEFAULT_THEMES.`);
  const lazy = statement.replace('createTheme();', '__lazyDefaultTheme(() => createTheme());');
  return `import __lazyDefaultTheme from ${JSON.stringify(shimPath)};\n${code.replace(statement, lazy)}`;
}

/** React DOM's sentinel errors made at module load, each as React DOM's production client makes it. */
export const MODULE_LOAD_ERRORS: Record<string, string[]> = {
  'react-dom/cjs/react-dom-client.production.js': [
    'HydrationMismatchException = Error(formatProdErrorMessage(519))',
    'SuspenseException = Error(formatProdErrorMessage(460))',
    'SuspenseyCommitException = Error(formatProdErrorMessage(474))',
    'SuspenseActionException = Error(formatProdErrorMessage(542))',
    'SelectiveHydrationException = Error(formatProdErrorMessage(461))',
  ],
};

/**
 * `code` of `file` (a path ending in a MODULE_LOAD_ERRORS key) with its module-load errors made through `shimPath`'s
 * stackless error; any other file's code unchanged. A listed statement not found (a new React version) stops the build.
 */
export function withStacklessErrors(file: string, code: string, shimPath: string): string {
  const key = Object.keys(MODULE_LOAD_ERRORS).find((k) => normalise(file).endsWith(`/node_modules/${k}`));
  if (!key) return code;
  let next = code;
  for (const statement of MODULE_LOAD_ERRORS[key]) {
    if (!next.includes(statement)) throw new Error(`lean-libraries: ${key} no longer has \`${statement}\`; update MODULE_LOAD_ERRORS.`);
    next = next.replace(statement, statement.replace('= Error(', '= __stacklessError('));
  }
  return `var __stacklessError = require(${JSON.stringify(shimPath)});\n${next}`;
}

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
    transform(code, id) {
      const file = id.split('?')[0];
      const next = withStacklessErrors(file, withLazyDefaultTheme(file, code, shim('lazy-default-theme.mjs')), shim('stackless-error.cjs'));
      return next === code ? null : { code: next, map: null };
    },
  };
}
