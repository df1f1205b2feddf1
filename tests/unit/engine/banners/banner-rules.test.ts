import { describe, expect, it } from 'vitest';
import {
  BANNER_FORMAT_ERROR, currentDismissals, createCopy, DEFAULT_MAX_BANNERS, validateBanners, visibleBanners, type Banner,
} from '../../../../engine/core';
import { readProjectData } from '../../../../server/data/project-data';
import constants from '../../../../flows/constants.json';

const banner = (uuid: string, over: Partial<Banner> & { created?: string; updated?: string } = {}): Banner => {
  const { created = '2026-01-01T00:00:00Z', updated, ...rest } = over;
  return {
    uuid, message: `message ${uuid}`, apps: ['heloc'], variant: 'info', active: true, dismissable: true,
    metadata: { createdAt: created, updatedAt: updated ?? created }, ...rest,
  };
};

const uuids = (list: Banner[]) => list.map((b) => b.uuid);

describe('visibleBanners: filter by active and app, newest first, at most max', () => {
  const a = banner('a', { created: '2026-01-01T00:00:00Z' });
  const b = banner('b', { created: '2026-03-01T00:00:00Z' });
  const c = banner('c', { created: '2026-02-01T00:00:00Z' });
  const inactive = banner('inactive', { active: false, created: '2026-05-01T00:00:00Z' });
  const otherApp = banner('other-app', { apps: ['crypto'], created: '2026-05-01T00:00:00Z' });
  const bothApps = banner('both-apps', { apps: ['crypto', 'heloc'], created: '2026-04-01T00:00:00Z' });
  it.each<[string, Banner[], { max?: number; app?: string }, string[]]>([
    ['newest first, default max 2', [a, b, c], {}, ['b', 'c']],
    ['max 3', [a, b, c], { max: 3 }, ['b', 'c', 'a']],
    ['max 0 shows nothing', [a, b], { max: 0 }, []],
    ['inactive dropped', [inactive, a], {}, ['a']],
    ['other app dropped', [otherApp, a], {}, ['a']],
    ['a banner for several apps shows', [bothApps, a], {}, ['both-apps', 'a']],
    ['other app name picks its own', [otherApp, a, bothApps], { app: 'crypto' }, ['other-app', 'both-apps']],
    ['empty list', [], {}, []],
  ])('%s', (_name, list, options, expected) => {
    expect(uuids(visibleBanners(list, { app: options.app ?? 'heloc', max: options.max }))).toEqual(expected);
  });

  it('the default maximum is the spec\'s 2 and flows/constants.json says the same', () => {
    expect(DEFAULT_MAX_BANNERS).toBe(2);
    expect(constants.maxBanners).toBe(2);
  });
});

describe('dismissals: kept while later than the banner\'s update, dropped when it was updated after', () => {
  const list = [banner('x', { created: '2026-01-01T00:00:00Z', updated: '2026-02-01T00:00:00Z' }), banner('y', { created: '2026-01-02T00:00:00Z' })];
  it.each<[string, Record<string, string>, string[], Record<string, string>]>([
    ['no dismissals', {}, ['y', 'x'], {}],
    ['dismissed after the update: hidden', { x: '2026-02-02T00:00:00Z' }, ['y'], { x: '2026-02-02T00:00:00Z' }],
    ['dismissed before the update: shows again, record dropped', { x: '2026-01-15T00:00:00Z' }, ['y', 'x'], {}],
    ['dismissed at the update time: kept', { x: '2026-02-01T00:00:00Z' }, ['y'], { x: '2026-02-01T00:00:00Z' }],
    ['both dismissed', { x: '2026-03-01T00:00:00Z', y: '2026-03-01T00:00:00Z' }, [], { x: '2026-03-01T00:00:00Z', y: '2026-03-01T00:00:00Z' }],
    ['dismissal of a banner no longer listed: kept', { gone: '2026-01-01T00:00:00Z' }, ['y', 'x'], { gone: '2026-01-01T00:00:00Z' }],
  ])('%s', (_name, dismissals, shown, kept) => {
    expect(uuids(visibleBanners(list, { app: 'heloc', dismissals, max: 5 }))).toEqual(shown);
    expect(currentDismissals(list, dismissals)).toEqual(kept);
  });
});

describe('validateBanners: the format check', () => {
  const good = banner('g');
  it.each<[string, unknown, boolean]>([
    ['a list of good banners', [good], true],
    ['an empty list', [], true],
    ['not a list', { banners: [good] }, false],
    ['null', null, false],
    ['missing uuid', [{ ...good, uuid: undefined }], false],
    ['missing message', [{ ...good, message: undefined }], false],
    ['empty apps', [{ ...good, apps: [] }], false],
    ['apps not a list', [{ ...good, apps: 'heloc' }], false],
    ['missing variant', [{ ...good, variant: undefined }], false],
    ['one bad item spoils the list', [good, { uuid: 'u' }], false],
  ])('%s', (_name, data, ok) => {
    const result = validateBanners(data);
    expect(result.ok).toBe(ok);
    if (!result.ok) expect(result.error).toBe(BANNER_FORMAT_ERROR);
  });

  it('the error keys resolve to the spec\'s words', () => {
    const copy = createCopy(readProjectData().brands.figure);
    expect(copy('banner.error.format')).toBe('Banner data does not match the expected format');
    expect(copy('banner.error.default')).toBe('Something went wrong. Please try again.');
  });
});

describe('flows/banners.json', () => {
  it('passes its meta-schema and shows no banner for heloc by default', () => {
    const data = readProjectData();
    expect(data.problems).toEqual([]);
    expect(validateBanners(data.banners).ok).toBe(true);
    expect(visibleBanners(data.banners, { app: 'heloc' })).toEqual([]);
  });
});
