import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { LAZY_DEFAULT_THEMES, withLazyDefaultTheme } from '../../../scripts/vite/lean-libraries';
import lazyDefaultTheme from '../../../scripts/vite/shims/lazy-default-theme.mjs';

const SHIM = '/app/scripts/vite/shims/lazy-default-theme.mjs';

describe("MUI's default themes made on first read (scripts/vite/lean-libraries.ts)", () => {
  it.each(Object.entries(LAZY_DEFAULT_THEMES))('the installed %s still makes its theme with the statement replaced', (file, statement) => {
    const code = readFileSync(join(process.cwd(), 'node_modules', file), 'utf8');
    expect(code).toContain(statement);
    const lazy = withLazyDefaultTheme(`/app/node_modules/${file}`, code, SHIM);
    expect(lazy).not.toContain(statement);
    expect(lazy).toContain(statement.replace('createTheme();', '__lazyDefaultTheme(() => createTheme());'));
    expect(lazy.startsWith(`import __lazyDefaultTheme from "${SHIM}";\n`)).toBe(true);
  });

  it('leaves any other module as it is, Windows paths included', () => {
    const code = 'const defaultTheme = createTheme();';
    expect(withLazyDefaultTheme('/app/node_modules/@mui/material/Button/Button.mjs', code, SHIM)).toBe(code);
    expect(withLazyDefaultTheme('/app/src/org/create-brand-theme.ts', code, SHIM)).toBe(code);
    expect(withLazyDefaultTheme('C:\\app\\node_modules\\@mui\\material\\Box\\Box.mjs', code, SHIM)).toContain('__lazyDefaultTheme(() => createTheme())');
  });

  it('stops the build when a listed module no longer makes its theme as expected', () => {
    expect(() => withLazyDefaultTheme('/app/node_modules/@mui/material/Box/Box.mjs', 'const defaultTheme = createTheme({});', SHIM))
      .toThrow(/@mui\/material\/Box\/Box\.mjs no longer has/);
  });
});

describe('the stand-in theme', () => {
  const make = () => ({ palette: { primary: { main: '#1976d2' } }, spacing: (n: number) => `${n * 8}px`, shape: { borderRadius: 4 } });

  it('makes nothing until it is read', () => {
    const create = vi.fn(make);
    lazyDefaultTheme(create);
    expect(create).not.toHaveBeenCalled();
  });

  it('reads, lists, tests and writes through to the theme, made once', () => {
    const create = vi.fn(make);
    const theme = lazyDefaultTheme(create) as ReturnType<typeof make> & { direction?: string };
    expect(theme.palette.primary.main).toBe('#1976d2');
    expect(theme.spacing(2)).toBe('16px');
    expect('shape' in theme).toBe(true);
    expect('$$material' in theme).toBe(false);
    expect(Object.keys(theme)).toEqual(['palette', 'spacing', 'shape']);
    expect({ ...theme }.shape).toEqual({ borderRadius: 4 });
    theme.direction = 'rtl';
    expect(theme.direction).toBe('rtl');
    expect(Object.getPrototypeOf(theme)).toBe(Object.prototype);
    expect(create).toHaveBeenCalledTimes(1);
  });
});
