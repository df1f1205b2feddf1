import { describe, expect, it } from 'vitest';
import { parseGalleryArgs } from '../../../scripts/gallery/args';
import { acceptsShot, decideShot, keepsBaseline } from '../../../scripts/gallery/decision';
import { buildGrid, renderGalleryHtml, type ShotRecord } from '../../../scripts/gallery/grid';
import { readFileSync } from 'node:fs';
import { CONSOLE_BRAND, expectedDataPage, galleryJobs, galleryLoanNumber, galleryTargets, headingMatcher, selectTargets, targetFileName, uncoveredPages, uncoveredSignerPages, patchTaskView, type ScreensFile, type SignerPagesData } from '../../../scripts/gallery/targets';
import { UsageError } from '../../../scripts/cli/io';

describe('gallery arguments', () => {
  it('defaults: every brand and screen, 0.1 % threshold, build first, no update', () => {
    expect(parseGalleryArgs([])).toMatchObject({ thresholdPercent: 0.1, update: false, build: true, brand: undefined, step: undefined, out: 'gallery', baselines: 'gallery-baselines', workers: 2 });
  });

  it('reads --brand, --step, --update, --threshold and --no-build in any order', () => {
    expect(parseGalleryArgs(['--update', '--brand', 'figure', '--step=start/profile', '--threshold', '0.5', '--no-build']))
      .toMatchObject({ update: true, brand: 'figure', step: 'start/profile', thresholdPercent: 0.5, build: false });
  });

  it('refuses an unknown option, a threshold that is not a percentage and a bare word', () => {
    expect(() => parseGalleryArgs(['--brnad', 'figure'])).toThrow(new UsageError('unknown option --brnad'));
    expect(() => parseGalleryArgs(['--threshold', 'small'])).toThrow('--threshold must be a number from 0 to 100');
    expect(() => parseGalleryArgs(['--threshold', '101'])).toThrow('--threshold must be a number from 0 to 100');
    expect(() => parseGalleryArgs(['figure'])).toThrow("unexpected argument 'figure'");
    expect(() => parseGalleryArgs(['--workers', '1.5'])).toThrow('--workers must be a whole number');
  });
});

describe('the decision on a shot', () => {
  const compared = (diffPixels: number, o: { baseline?: boolean; sizeMatches?: boolean } = {}) =>
    ({ baseline: o.baseline ?? true, sizeMatches: o.sizeMatches ?? true, diffPixels, totalPixels: 100_000 });

  it('no baseline: new, not a failure', () => {
    expect(decideShot(compared(0, { baseline: false }), 0.1, false)).toEqual({ outcome: 'new', percent: 0, fails: false });
  });

  it('equal pixels: same; a few pixels at or under the threshold: within; over it: changed (fails)', () => {
    expect(decideShot(compared(0), 0.1, false)).toEqual({ outcome: 'same', percent: 0, fails: false });
    expect(decideShot(compared(100), 0.1, false)).toEqual({ outcome: 'within', percent: 0.1, fails: false });
    expect(decideShot(compared(101), 0.1, false)).toMatchObject({ outcome: 'changed', fails: true });
    expect(decideShot(compared(1), 0, false)).toMatchObject({ outcome: 'changed', fails: true });
  });

  it('a baseline of another size fails whatever the threshold', () => {
    expect(decideShot(compared(0, { sizeMatches: false }), 100, false)).toEqual({ outcome: 'resized', percent: 100, fails: true });
  });

  it('a shot accepted as the new baseline never fails, and keeps its difference for the page', () => {
    expect(decideShot(compared(5000), 0.1, true)).toEqual({ outcome: 'accepted', percent: 5, fails: false });
  });

  it('--update accepts every shot, or only those of its --brand and --step', () => {
    expect(acceptsShot({ update: false }, 'figure', 'birthdate')).toBe(false);
    expect(acceptsShot({ update: true }, 'figure', 'birthdate')).toBe(true);
    expect(acceptsShot({ update: true, brand: 'fairway' }, 'figure', 'birthdate')).toBe(false);
    expect(acceptsShot({ update: true, brand: 'figure', step: 'birthdate' }, 'figure', 'birthdate')).toBe(true);
    expect(acceptsShot({ update: true, step: 'legal-name' }, 'figure', 'birthdate')).toBe(false);
    expect(acceptsShot({ update: true, step: 'legal-name,birthdate' }, 'figure', 'birthdate')).toBe(true);
  });
});

describe('which baselines are kept', () => {
  const policy = { everyWidth: ['figure', 'console'], otherBrands: { page: ['phone'], signer: ['phone'] } };

  it('figure and the console: every screen at every width', () => {
    expect(keepsBaseline(policy, 'figure', 'page', 'desktop')).toBe(true);
    expect(keepsBaseline(policy, 'console', 'console', 'desktop')).toBe(true);
  });

  it('another brand: its steps and sign-in pages at every width, its application and signer pages at the phone width', () => {
    expect(keepsBaseline(policy, 'fairway', 'step', 'desktop')).toBe(true);
    expect(keepsBaseline(policy, 'fairway', 'visit', 'desktop')).toBe(true);
    expect(keepsBaseline(policy, 'fairway', 'page', 'desktop')).toBe(false);
    expect(keepsBaseline(policy, 'fairway', 'page', 'phone')).toBe(true);
    expect(keepsBaseline(policy, 'fairway', 'signer', 'desktop')).toBe(false);
  });

  it('the policy in scripts/gallery/screens.json keeps every width of figure', () => {
    const screens = JSON.parse(readFileSync('scripts/gallery/screens.json', 'utf8')) as ScreensFile;
    expect(screens.baselines?.everyWidth).toContain('figure');
    expect(keepsBaseline(screens.baselines!, 'homepoint', 'page', 'desktop')).toBe(false);
  });
});

const SCREENS: ScreensFile = {
  visits: [{ id: 'sign-in', open: '/auth/login' }],
  pages: [
    { page: 'liens', patch: { status: { checklistStatus: 'LIEN_VERIFICATION' } } },
    { page: 'income/upload/*', id: 'income/upload/documents', open: 'income/upload/documents', patch: { status: { checklistStatus: 'INCOME_VERIFICATION' } } },
  ],
};

describe('the gallery targets', () => {
  it('steps in flow order, then sign-in pages, then application pages (an entry named by its id, else its page)', () => {
    expect(galleryTargets(['property-address', 'birthdate'], SCREENS).map((t) => `${t.kind}:${t.id}`))
      .toEqual(['step:property-address', 'step:birthdate', 'visit:sign-in', 'page:liens', 'page:income/upload/documents']);
  });

  it('refuses an id listed twice', () => {
    expect(() => galleryTargets(['liens'], SCREENS)).toThrow("gallery target 'liens' is listed twice");
  });

  it('lists the declared pages no target shows', () => {
    expect(uncoveredPages(['liens', 'income/upload/*', 'signing/intro', 'complete'], galleryTargets([], SCREENS))).toEqual(['signing/intro', 'complete']);
  });

  it('--step picks one target; an unknown one names the known ones', () => {
    const targets = galleryTargets(['birthdate'], SCREENS);
    expect(selectTargets(targets, 'liens').map((t) => t.id)).toEqual(['liens']);
    expect(selectTargets(targets).length).toBe(4);
    expect(selectTargets(targets, 'liens, birthdate').map((t) => t.id)).toEqual(['birthdate', 'liens']);
    expect(() => selectTargets(targets, 'lines')).toThrow("unknown --step 'lines'; one of: birthdate, sign-in, liens, income/upload/documents");
  });

  it('the co-signer\'s pages come after the application pages, the console\'s last', () => {
    const screens: ScreensFile = { ...SCREENS, signer: [{ id: 'signer/intro', open: '/heloc-signer/intro', heading: 'signer.intro.title' }], console: [{ id: 'console/login', open: '/console/login', heading: 'console.login.title' }] };
    expect(galleryTargets([], screens).map((t) => `${t.kind}:${t.id}`).slice(-2)).toEqual(['signer:signer/intro', 'console:console/login']);
  });

  it('every brand renders every screen but the console\'s; the console\'s screens render once, as the brand console', () => {
    const targets = galleryTargets(['birthdate'], { ...SCREENS, console: [{ id: 'console/login', open: '/console/login', heading: 'console.login.title' }] });
    const jobs = (brands: string[]) => galleryJobs(brands, targets).map((j) => `${j.brand}:${j.target.id}`);
    expect(jobs(['figure', 'fairway', CONSOLE_BRAND])).toEqual([
      'figure:birthdate', 'figure:sign-in', 'figure:liens', 'figure:income/upload/documents',
      'fairway:birthdate', 'fairway:sign-in', 'fairway:liens', 'fairway:income/upload/documents', 'console:console/login',
    ]);
    expect(jobs(['figure'])).not.toContain('figure:console/login');
    expect(jobs([CONSOLE_BRAND])).toEqual(['console:console/login']);
  });

  it('the heading a shot must show: the copy text, its placeholders matching any words', () => {
    expect(headingMatcher('Help with signing')).toBe('Help with signing');
    const matcher = headingMatcher('Sign the deed with {borrower} (1.5)') as RegExp;
    expect(matcher.test('Sign the deed with Alex (1.5)')).toBe(true);
    expect(matcher.test('Sign the deed with  (1.5)')).toBe(false);
    expect(matcher.test('Sign the deed with Alex (1x5)')).toBe(false);
    expect(matcher.test('Sorry, looks like we have hit a snag!')).toBe(false);
  });

  it('the page an application target must show: its address without the query, else its page', () => {
    expect(expectedDataPage({ page: 'conditions/upload-document', open: 'conditions/upload-document?conditionEnum=GENERIC_DOCUMENT_REQUEST' })).toBe('conditions/upload-document');
    expect(expectedDataPage({ page: 'income/upload/*', open: 'income/upload/documents' })).toBe('income/upload/documents');
    expect(expectedDataPage({ page: 'liens' })).toBe('liens');
  });

  it('scripts/gallery/screens.json shows every declared application page', () => {
    const screens = JSON.parse(readFileSync('scripts/gallery/screens.json', 'utf8')) as ScreensFile;
    const declared = Object.keys((JSON.parse(readFileSync('flows/application/pages.json', 'utf8')) as { pages: object }).pages);
    expect(uncoveredPages(declared, galleryTargets([], screens))).toEqual([]);
    expect(declared.length).toBe(62);
  });

  it("scripts/gallery/screens.json shows every co-signer page flows/platform/signer-pages.json declares, the thank-you page included", () => {
    const screens = JSON.parse(readFileSync('scripts/gallery/screens.json', 'utf8')) as ScreensFile;
    const signer = JSON.parse(readFileSync('flows/platform/signer-pages.json', 'utf8')) as SignerPagesData;
    const targets = galleryTargets([], screens);
    expect(uncoveredSignerPages(signer, targets)).toEqual([]);
    expect(targets.find((t) => t.kind === 'signer' && t.open === '/heloc-signer/sign')).toMatchObject({ id: 'signer/sign', heading: 'signer.sign.title' });
    // Every declared page and the conditions' three pages, each a screen of its own.
    expect(targets.filter((t) => t.kind === 'signer')).toHaveLength(signer.pages.length + 1 + signer.conditions!.locations.length);
  });

  it('a co-signer page declared in the data but opened by no screen is listed as not in the gallery (the query is not part of the address)', () => {
    const signer: SignerPagesData = {
      pages: [{ path: '/heloc-signer/intro' }, { path: '/heloc-signer/sign' }],
      conditions: { path: '/heloc-signer/conditions', locations: ['upload-document', 'identity'] },
    };
    const screens: ScreensFile = { visits: [], pages: [], signer: [
      { id: 'signer/intro', open: '/heloc-signer/intro', heading: 'signer.intro.title' },
      { id: 'signer/upload', open: '/heloc-signer/conditions/upload-document?conditionEnum=X', heading: 'conditions.category.X' },
    ] };
    expect(uncoveredSignerPages(signer, galleryTargets([], screens))).toEqual(['/heloc-signer/sign', '/heloc-signer/conditions', '/heloc-signer/conditions/identity']);
  });

  it("a signer target's task view: a field replaced, the signer's fields merged so the rest of the signer stays", () => {
    const view = { state: 'ACTIVE', signer: { uuid: 'u1', name: 'Sam Signer', status: 'INVITED', signed: false }, done: ['identity'] };
    expect(patchTaskView(view, { signer: { status: 'SIGNED', signed: true } }))
      .toEqual({ state: 'ACTIVE', signer: { uuid: 'u1', name: 'Sam Signer', status: 'SIGNED', signed: true }, done: ['identity'] });
    expect(patchTaskView(view, { state: 'CANCELLED', done: [] })).toEqual({ ...view, state: 'CANCELLED', done: [] });
  });

  it('file names keep letters, digits and dashes', () => {
    expect(targetFileName('start/app-summary')).toBe('start_app-summary');
    expect(targetFileName('income/upload/*')).toBe('income_upload_');
  });
});

describe('the grid and its page', () => {
  const shot = (brand: string, target: string, width: 'desktop' | 'phone', outcome: ShotRecord['outcome'], percent = 0): ShotRecord =>
    ({ brand, target, width, outcome, percent, fails: outcome === 'changed' || outcome === 'failed', shot: `shots/${brand}/${target}-${width}.png`, baseline: outcome === 'changed' ? `baselines/${brand}/${target}-${width}.png` : undefined, diff: outcome === 'changed' ? `diffs/${brand}/${target}-${width}.png` : undefined });
  const shots = [
    shot('figure', 'birthdate', 'phone', 'same'), shot('figure', 'birthdate', 'desktop', 'changed', 2.5),
    shot('fairway', 'birthdate', 'desktop', 'new'), shot('fairway', 'birthdate', 'phone', 'within', 0.01),
  ];
  const model = buildGrid(['fairway', 'figure'], [{ id: 'birthdate', kind: 'step' }, { id: 'liens', kind: 'page' }], shots, ['signing/intro']);

  it('one row per target, one cell per brand, desktop before phone; an unrendered cell is empty', () => {
    expect(model.rows.map((r) => r.target)).toEqual(['birthdate', 'liens']);
    expect(model.rows[0].cells.map((c) => c.map((s) => `${s.brand}:${s.width}`))).toEqual([['fairway:desktop', 'fairway:phone'], ['figure:desktop', 'figure:phone']]);
    expect(model.rows[1].cells).toEqual([[], []]);
  });

  it('counts the outcomes, the failures and lists the differences in grid order', () => {
    expect(model.counts).toEqual({ new: 1, within: 1, changed: 1, same: 1 });
    expect(model.failures).toBe(1);
    expect(model.differences.map((s) => `${s.brand}:${s.width}:${s.outcome}`)).toEqual(['fairway:phone:within', 'figure:desktop:changed']);
  });

  it('the page links each thumbnail to its full size and shows baseline, new shot and differing pixels side by side', () => {
    const html = renderGalleryHtml(model, { thresholdPercent: 0.1, seconds: 12, generatedAt: '2026-11-27T12:00:00Z' });
    expect(html).toContain('<a href="shots/figure/birthdate-desktop.png"><img src="shots/figure/birthdate-desktop.png" alt="figure birthdate desktop: differs from baseline (2.500 %)"');
    const difference = /<section class="difference changed" data-shot="figure\/birthdate\/desktop">[\s\S]*?<\/section>/.exec(html)?.[0] ?? '';
    expect(difference).toContain('src="baselines/figure/birthdate-desktop.png"');
    expect(difference).toContain('src="shots/figure/birthdate-desktop.png"');
    expect(difference).toContain('src="diffs/figure/birthdate-desktop.png"');
    expect(html).toContain('<title>QA gallery: 1 difference(s) over the threshold</title>');
    expect(html).toContain('<li>signing/intro</li>');
  });

  it('escapes what it prints', () => {
    const html = renderGalleryHtml(buildGrid(['<b>'], [{ id: 'x"y', kind: 'page' }], []), { thresholdPercent: 0.1, seconds: 1, generatedAt: 'now' });
    expect(html).toContain('<th scope="col">&#60;b&#62;</th>');
    expect(html).toContain('data-target="x&#34;y"');
  });
});

describe("the loan number of a borrower the gallery prepares", () => {
  it('is the same in every run, ten digits, and differs between brands, personas and setups', () => {
    expect(galleryLoanNumber('figure/Rivera/note-signing')).toBe(galleryLoanNumber('figure/Rivera/note-signing'));
    const keys = ['figure', 'fairway', 'homepoint', 'ccmequityexpress', 'figure-62', 'figure-ny']
      .flatMap((brand) => ['Rivera/note-signing', 'Rivera/consented', 'Signerconditions/co-signer'].map((rest) => `${brand}/${rest}`));
    const numbers = keys.map(galleryLoanNumber);
    for (const n of numbers) expect(n).toMatch(/^9\d{9}$/);
    expect(new Set(numbers).size).toBe(keys.length);
  });
});
