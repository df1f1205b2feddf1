import { describe, expect, it } from 'vitest';
import { ALL_FUNCTIONS_CALLED_ON_LOAD, compileHintBanner, compileHintFirst } from '../../../scripts/vite/compile-hints';
import { preloadAppChunks } from '../../../scripts/vite/preload-app-chunks';
import { packagesTest, START_STAGES } from '../../../scripts/vite/start-stages';

type Tag = { tag: string; attrs: Record<string, unknown>; children?: Tag[] };

/** The plugin's tags for an index.html whose entry chunk and bundle are as given. */
function preloads(html: string, entry: { imports: string[]; dynamicImports: string[] }, chunks: Record<string, string[]>): string[] {
  const bundle = Object.fromEntries(Object.entries(chunks).map(([fileName, imports]) => [fileName, { type: 'chunk', fileName, imports, dynamicImports: [], isEntry: false }]));
  const hook = preloadAppChunks().transformIndexHtml as { handler: (html: string, ctx: unknown) => Tag[] };
  const tags = hook.handler(html, { bundle, chunk: { type: 'chunk', fileName: 'assets/index.js', isEntry: true, ...entry } });
  // One inert template the entry moves into the head (src/main.tsx), holding the links.
  expect(tags.every((t) => t.tag === 'template' && t.attrs.id === 'app-chunks')).toBe(true);
  return tags.flatMap((t) => t.children ?? []).map((t) => `${String(t.attrs.rel)} ${String(t.attrs.href)}`);
}

describe('the app chunks preloaded by the page', () => {
  it('preloads every chunk the entry imports dynamically and what those import, once each', () => {
    expect(preloads('<script src="/assets/index.js"></script>', { imports: ['assets/helper.js'], dynamicImports: ['assets/app.js', 'assets/stage.js'] }, {
      'assets/helper.js': [], 'assets/app.js': ['assets/first-page.js', 'assets/stage.js'], 'assets/first-page.js': ['assets/stage.js', 'assets/helper.js'], 'assets/stage.js': [],
    })).toEqual(['modulepreload /assets/app.js', 'modulepreload /assets/first-page.js', 'modulepreload /assets/stage.js']);
  });

  it('adds nothing the page already links, and nothing without a bundle', () => {
    expect(preloads('<link rel="modulepreload" href="/assets/app.js">', { imports: [], dynamicImports: ['assets/app.js'] }, { 'assets/app.js': [] })).toEqual([]);
    const hook = preloadAppChunks().transformIndexHtml as { handler: (html: string, ctx: unknown) => Tag[] };
    expect(hook.handler('<html></html>', {})).toEqual([]);
  });
});

describe('the start stages: which package goes into which chunk', () => {
  const stageOf = (id: string) => START_STAGES.find((s) => packagesTest(s.packages)(id))?.name ?? 'first-page';
  it.each([
    ['/app/node_modules/react-dom/cjs/react-dom-client.production.js', 'stage-react'],
    ['/app/node_modules/react/index.js', 'stage-react'],
    ['/app/node_modules/@mui/material/Button/Button.mjs', 'stage-ui'],
    ['/app/node_modules/@emotion/styled/dist/emotion-styled.esm.js', 'stage-style'],
    // MUI's styling packages go with emotion, ahead of its components: the components' stage imports them.
    ['/app/node_modules/@mui/system/createStyled/createStyled.mjs', 'stage-style'],
    ['/app/node_modules/@mui/utils/deepmerge/deepmerge.mjs', 'stage-style'],
    ['/app/node_modules/@mui/styled-engine/index.mjs', 'stage-style'],
    ['/app/node_modules/@mui/material/styles/createTheme.mjs', 'stage-ui'],
    ['/app/node_modules/react-transition-group/esm/Transition.js', 'stage-ui'],
    ['/app/node_modules/@rjsf/core/lib/components/Form.js', 'stage-forms'],
    ['/app/node_modules/react-router/dist/production/index.mjs', 'stage-forms'],
    ['C:\\app\\node_modules\\jotai\\esm\\vanilla.mjs', 'stage-forms'],
    // A package whose name only starts like a stage's stays out of it; the app's own code is never a stage.
    ['/app/node_modules/react-is-not/index.js', 'first-page'],
    ['/app/node_modules/reactive/index.js', 'first-page'],
    ['/app/src/react/thing.ts', 'first-page'],
    ['/app/engine/render/step-form/StepForm.tsx', 'first-page'],
  ])('%s → %s', (id, stage) => {
    expect(stageOf(id)).toBe(stage);
  });
});

describe("V8's compile hint on the first page's chunks", () => {
  it('is the banner of the named chunks only', () => {
    const banner = compileHintBanner(['stage-react', 'first-page']);
    expect(banner({ name: 'stage-react' })).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(banner({ name: 'first-page' })).toBe(ALL_FUNCTIONS_CALLED_ON_LOAD);
    expect(banner({ name: 'AddressAutocomplete' })).toBe('');
  });

  /** The chunks' code after the plugin's generateBundle. */
  function moved(codes: Record<string, string>): Record<string, string> {
    const bundle = Object.fromEntries(Object.entries(codes).map(([name, code]) => [name, { type: 'chunk', name, code }]));
    const hook = compileHintFirst().generateBundle as unknown as { handler: (options: unknown, bundle: unknown) => void };
    hook.handler({}, bundle);
    return Object.fromEntries(Object.values(bundle).map((c) => [c.name, c.code]));
  }

  it('stays the first line, above the list of files Vite puts in front of a chunk; other chunks are left as they are', () => {
    const hint = ALL_FUNCTIONS_CALLED_ON_LOAD;
    expect(moved({
      'first-page': `const __vite__mapDeps=(i)=>i;\n${hint}\nimport{a}from"./b.js";a();`,
      'stage-ui': `${hint}\nimport{a}from"./b.js";`,
      later: 'const __vite__mapDeps=(i)=>i;\nexport const x=1;',
    })).toEqual({
      'first-page': `${hint}\nconst __vite__mapDeps=(i)=>i;\nimport{a}from"./b.js";a();`,
      'stage-ui': `${hint}\nimport{a}from"./b.js";`,
      later: 'const __vite__mapDeps=(i)=>i;\nexport const x=1;',
    });
  });
});
