import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { AppFrame } from '../app/App';
import { createEnvironment } from '../org/environment';
import type { FlagData, OrgData } from '../org/page-data';

/**
 * Renders the app at `path` for a brand's page data, as a fresh visitor's browser renders it first (no stored
 * answers, session not read yet): the markup of `#root` and emotion's style tags for it. Used at build time only
 * (scripts/prerender-first-steps.ts); the browser hydrates the markup (src/main.tsx).
 */
export function renderPage(path: string, org: OrgData, flags: FlagData): { html: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <JotaiProvider>
        <CacheProvider value={cache}>
          <AppFrame environment={createEnvironment(org, flags)} router={(children) => <StaticRouter location={path}>{children}</StaticRouter>} />
        </CacheProvider>
      </JotaiProvider>
    </StrictMode>,
  );
  return { html, styles: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
