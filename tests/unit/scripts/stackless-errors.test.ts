import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MODULE_LOAD_ERRORS, withStacklessErrors } from '../../../scripts/vite/lean-libraries';

const SHIM = '/app/scripts/vite/shims/stackless-error.cjs';
const stacklessError = createRequire(import.meta.url)('../../../scripts/vite/shims/stackless-error.cjs') as (message: string) => Error;

describe("React DOM's module-load errors made without a stack (scripts/vite/lean-libraries.ts)", () => {
  it.each(Object.entries(MODULE_LOAD_ERRORS))('the installed %s makes each listed error through the shim', (file, statements) => {
    const code = readFileSync(join(process.cwd(), 'node_modules', file), 'utf8');
    const next = withStacklessErrors(`/app/node_modules/${file}`, code, SHIM);
    expect(next.startsWith(`var __stacklessError = require("${SHIM}");\n`)).toBe(true);
    for (const statement of statements) {
      expect(code).toContain(statement);
      expect(next).not.toContain(statement);
      expect(next).toContain(statement.replace('= Error(', '= __stacklessError('));
    }
    // Only the listed statements change: every other `Error(` is made as before.
    const errorsMade = (text: string) => text.match(/\bError\(/g)?.length ?? 0;
    expect(errorsMade(next)).toBe(errorsMade(code) - statements.length);
  });

  it('leaves any other module as it is, Windows paths included', () => {
    const code = 'var SuspenseException = Error(formatProdErrorMessage(460))';
    expect(withStacklessErrors('/app/node_modules/react-dom/cjs/react-dom-client.development.js', code, SHIM)).toBe(code);
    const file = 'C:\\app\\node_modules\\react-dom\\cjs\\react-dom-client.production.js';
    const all = Object.values(MODULE_LOAD_ERRORS)[0].join(',\n');
    expect(withStacklessErrors(file, all, SHIM)).toContain('SuspenseException = __stacklessError(formatProdErrorMessage(460))');
  });

  it('stops the build when a listed error is no longer made as expected', () => {
    expect(() => withStacklessErrors('/app/node_modules/react-dom/cjs/react-dom-client.production.js', 'var SuspenseException = new Error("x")', SHIM))
      .toThrow(/react-dom-client\.production\.js no longer has/);
  });
});

describe('the stackless error', () => {
  it('is an Error with its message and no stack, its identity its own', () => {
    const error = stacklessError('Suspense Exception');
    expect(error).toBeInstanceOf(Error);
    expect(error.name).toBe('Error');
    expect(error.message).toBe('Suspense Exception');
    expect(String(error)).toBe('Error: Suspense Exception');
    expect(error.stack).toBeUndefined();
    expect(Object.keys(error)).toEqual([]);
    expect(stacklessError('Suspense Exception')).not.toBe(error);
  });

  it('is thrown and caught by identity, as React DOM uses it', () => {
    const sentinel = stacklessError('Selective hydration');
    let caught: unknown;
    try { throw sentinel; } catch (value) { caught = value; }
    expect(caught).toBe(sentinel);
  });
});
