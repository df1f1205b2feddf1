import { describe, expect, it } from 'vitest';
import { loadBanners } from '../../../../src/shell/banners/load-banners';
import { claimPageReload, isModuleLoadFailure, PAGE_RELOADS_KEY, resetPageReloads } from '../../../../src/shell/fallback/page-module-reload';
import { maintenanceForPath } from '../../../../src/shell/maintenance/maintenance-for-path';
import { createModalRegistry } from '../../../../src/shell/toasts/modal-registry';
import { addToast, MAX_TOASTS, removeToast, type Toast } from '../../../../src/shell/toasts/toast-list';

const toast = (id: string): Toast => ({ id, message: id, severity: 'info' });

describe('toasts: at most 5 visible, closable', () => {
  it.each<[string, number, string[]]>([
    ['one', 1, ['t1']],
    ['five', 5, ['t1', 't2', 't3', 't4', 't5']],
    ['six drops the oldest', 6, ['t2', 't3', 't4', 't5', 't6']],
    ['eight keeps the newest five', 8, ['t4', 't5', 't6', 't7', 't8']],
  ])('%s', (_name, count, expected) => {
    let list: Toast[] = [];
    for (let i = 1; i <= count; i += 1) list = addToast(list, toast(`t${i}`));
    expect(list.map((t) => t.id)).toEqual(expected);
  });
  it('the maximum is the spec\'s 5, and closing removes one', () => {
    expect(MAX_TOASTS).toBe(5);
    expect(removeToast([toast('a'), toast('b')], 'a').map((t) => t.id)).toEqual(['b']);
  });
});

describe('modal registry: duplicate ids raise', () => {
  it('a second modal with the same id throws E_DUPLICATE_MODAL_ID; after unregistering it may come back', () => {
    const registry = createModalRegistry();
    registry.register('account-exists');
    registry.register('hawaii-referral');
    expect(() => registry.register('account-exists')).toThrow(/E_DUPLICATE_MODAL_ID: .*'account-exists'/);
    registry.unregister('account-exists');
    expect(registry.has('account-exists')).toBe(false);
    expect(() => registry.register('account-exists')).not.toThrow();
  });
});

describe('maintenance flag: on, and the path matches its routes (prefixes; empty = all)', () => {
  const on = (variables: Record<string, unknown>) => ({ enabled: true, variables });
  it.each<[string, Parameters<typeof maintenanceForPath>[0], string, boolean]>([
    ['flag off', { enabled: false, variables: { routes: [] } }, '/account/heloc/register-v2', false],
    ['flag absent', undefined, '/account/heloc/register-v2', false],
    ['on, no routes = every path', on({}), '/auth/login', true],
    ['on, empty routes = every path', on({ routes: [] }), '/account/heloc/dashboard', true],
    ['prefix matches below it', on({ routes: ['/account/heloc/register-v2'] }), '/account/heloc/register-v2/annual-income', true],
    ['prefix matches itself', on({ routes: ['/account/heloc/register-v2'] }), '/account/heloc/register-v2', true],
    ['trailing slash prefix', on({ routes: ['/account/heloc/'] }), '/account/heloc/dashboard', true],
    ['other path not matched', on({ routes: ['/account/heloc/register-v2'] }), '/account/heloc/dashboard', false],
    ['no partial segment match', on({ routes: ['/account/heloc/register'] }), '/account/heloc/register-v2', false],
    ['root prefix = every path', on({ routes: ['/'] }), '/auth/login', true],
  ])('%s', (_name, flag, path, down) => {
    expect(maintenanceForPath(flag, path) !== null).toBe(down);
  });
  it('passes the variables through; blanks fall back to the brand\'s words', () => {
    expect(maintenanceForPath(on({ pageTitle: 'Down', message: 'Back at 5', shouldShowDashboardLink: true }), '/')).toEqual({ pageTitle: 'Down', message: 'Back at 5', shouldShowDashboardLink: true });
    expect(maintenanceForPath(on({ pageTitle: ' ', message: 3 }), '/')).toEqual({ pageTitle: null, message: null, shouldShowDashboardLink: false });
  });
});

describe('page module reloads: up to 5 a session, then the fallback', () => {
  const memory = () => {
    const m = new Map<string, string>();
    return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), removeItem: (k: string) => void m.delete(k) };
  };
  it('claims 5 reloads, refuses the 6th, and starts again after a reset', () => {
    const storage = memory();
    const claims = Array.from({ length: 7 }, () => claimPageReload(storage));
    expect(claims).toEqual([true, true, true, true, true, false, false]);
    expect(storage.getItem(PAGE_RELOADS_KEY)).toBe('5');
    resetPageReloads(storage);
    expect(claimPageReload(storage)).toBe(true);
  });
  it.each([
    ['Failed to fetch dynamically imported module: http://x/assets/a.js', true],
    ['error loading dynamically imported module', true],
    ['Importing a module script failed.', true],
    ['Cannot read properties of undefined', false],
  ])('%s → %s', (message, expected) => {
    expect(isModuleLoadFailure(new TypeError(message))).toBe(expected);
  });
});

describe('loadBanners: loading states', () => {
  const respond = (status: number, body: unknown) => (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
  const good = { uuid: 'u', message: 'm', apps: ['heloc'], variant: 'info', active: true };
  it.each<[string, typeof fetch, unknown]>([
    ['a good list', respond(200, [good]), { status: 'loaded', banners: [good] }],
    ['the wrong shape', respond(200, { banners: [good] }), { status: 'error', error: 'banner.error.format' }],
    ['a server error', respond(500, {}), { status: 'error', error: 'banner.error.default' }],
    ['a network failure', (async () => { throw new TypeError('offline'); }) as typeof fetch, { status: 'error', error: 'banner.error.default' }],
  ])('%s', async (_name, fetchImpl, expected) => {
    expect(await loadBanners(fetchImpl)).toEqual(expected);
  });
});
