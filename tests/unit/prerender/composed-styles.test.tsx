import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import TextField from '@mui/material/TextField';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ThemeProvider } from '@mui/material/styles';
import { createBrandTheme } from '../../../src/org/create-brand-theme';
import type { PageBrand } from '../../../src/org/page-data';
import { withComposedStyles } from '../../../src/prerender/composed-styles';

const brand = { theme: { primary: '#1f4fd1', secondary: '#333333', background: '#ffffff', text: '#111111' } } as unknown as PageBrand;

/** Renders MUI components in a brand's theme on the server as the prerender does, and emotion's critical chunks. */
function prerender() {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks } = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <ThemeProvider theme={createBrandTheme(brand)}>
        <Link href="#main">Skip to main content</Link>
        <TextField label="Street address" />
        <Button variant="contained" type="submit" sx={{ ml: 'auto' }}>Continue</Button>
      </ThemeProvider>
    </CacheProvider>,
  );
  return { cache, html, chunks: extractCriticalToChunks(html).styles };
}

const registered = (cache: ReturnType<typeof createCache>) => Object.keys(cache.inserted).filter((id) => cache.registered[`css-${id}`] !== undefined);

describe('the prerendered page lists the styles its components compose (src/prerender/composed-styles.ts)', () => {
  it('adds, with their rules, the classes composed into an element\'s class, which the critical extraction leaves out', () => {
    const { cache, html, chunks } = prerender();
    const critical = chunks.find((c) => c.key === 'css')!;
    const composedOnly = registered(cache).filter((id) => !html.includes(`css-${id}`));
    // MUI's Button on ButtonBase, Link on Typography, InputLabel on FormLabel…: each one's own class is on no element.
    expect(composedOnly.length).toBeGreaterThanOrEqual(3);
    expect(critical.ids).not.toEqual(expect.arrayContaining(composedOnly));

    const listed = withComposedStyles(cache, chunks).find((c) => c.key === 'css')!;
    expect(new Set(listed.ids)).toEqual(new Set(registered(cache)));
    expect(listed.css.startsWith(critical.css)).toBe(true);
    for (const id of composedOnly) expect(listed.css).toContain(cache.inserted[id]);
    expect(listed.css).toContain(`.css-${composedOnly.find((id) => id.includes('MuiButton-root'))}{`);
  });

  it('leaves the global styles\' chunks as they are', () => {
    const cache = createCache({ key: 'css' });
    const chunks = [{ key: 'css-global', ids: ['g1'], css: 'body{margin:0}' }, { key: 'css', ids: [], css: '' }];
    expect(withComposedStyles(cache, chunks)).toEqual(chunks);
  });
});
