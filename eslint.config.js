// Lint: TypeScript rules, React hooks, and the import zones of ARCHITECTURE.md (who may import whom), no cycles.
import js from '@eslint/js';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const zones = [
  { target: './engine/core', from: ['./engine/render', './src', './server', 'react', '@mui', '@rjsf'], message: 'engine/core is pure: no React, MUI, RJSF, src/ or server/.' },
  { target: './engine', from: ['./src', './server'], message: 'engine/ never imports src/ or server/.' },
  { target: './server', from: ['./src', './engine/render'], message: 'server/ never imports src/ or engine/render.' },
  { target: './src', from: ['./server'], message: 'src/ never imports server/.' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'engine/generated/**', 'test-results/**', 'playwright-report/**', 'data/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { import: importPlugin, 'react-hooks': reactHooks },
    settings: { 'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } } },
    rules: {
      'import/no-restricted-paths': ['error', { zones: zones.map(({ target, from, message }) => ({ target, from: from.filter((f) => f.startsWith('.')), message })) }],
      'no-restricted-imports': 'off',
      'import/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
    },
  },
  {
    files: ['engine/core/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [
        { group: ['react', 'react-dom', 'react/*', '@mui/*', '@rjsf/*', '@emotion/*', 'jotai', 'jotai/*', 'react-router-dom'], message: 'engine/core is pure TypeScript.' },
        { group: ['node:*', 'fs', 'path'], message: 'engine/core runs in the browser too: no Node built-ins.' },
      ] }],
      'no-restricted-globals': ['error', 'window', 'document', 'fetch', 'localStorage', 'sessionStorage'],
    },
  },
  {
    // A copy key built from a template literal is a key no list can name: use copyOf and a family (engine/core/brand/copy-families.ts).
    files: ['src/**/*.{ts,tsx}', 'engine/core/**/*.ts'],
    rules: {
      'no-restricted-syntax': ['error', ...[
        "CallExpression[callee.name='copy'] > TemplateLiteral.arguments:first-child",
        "CallExpression[callee.name='copy'] > ConditionalExpression.arguments:first-child > TemplateLiteral",
      ].map((selector) => ({ selector, message: "A copy key built from a template literal is not listed for the flows check: use copyOf('family.*', value)." }))],
    },
  },
  {
    // A route handler's fetch towards the app goes through the one helper that retries a reset pooled connection.
    files: ['tests/e2e/**/*.ts', 'scripts/gallery/**/*.ts'],
    ignores: ['tests/e2e/support/route-fetch.ts'],
    rules: {
      'no-restricted-syntax': ['error', { selector: "CallExpression[callee.property.name='fetch'][callee.object.name='route']", message: 'Fetch through fetchThrough(route) (tests/e2e/support/route-fetch.ts): it retries a connection the server closed as idle (ECONNRESET).' }],
    },
  },
  {
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['react', 'react-dom', '@mui/*', '@rjsf/*'], message: 'server/ never imports React.' }] }],
    },
  },
);
