import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { Provider as JotaiProvider } from 'jotai';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { ErrorsShownFirstContext } from '../../engine/render/step-form/errors-shown-first';
import { AppFrame } from '../app/App';
import { createEnvironment } from '../org/environment';
import type { FlagData, OrgData } from '../org/page-data';
import { withComposedStyles } from './composed-styles';

/**
 * Renders the app at `path` for a brand's page data, as a fresh visitor's browser renders it first (no stored
 * answers, session not read yet): the markup of `#root`, the same after a Continue on the empty first step
 * (`firstStepId`'s errors shown), and emotion's style tags for both, with the styles their components compose
 * (`withComposedStyles`). Used at build time only
 * (scripts/prerender-first-steps.ts); the browser hydrates the markup (src/app/start-app.tsx).
 */
export function renderPage(path: string, org: OrgData, flags: FlagData, firstStepId: string): { html: string; errored: string; styles: string } {
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const render = (errorsFirst: string | null) => renderToString(
    <StrictMode>
      <JotaiProvider>
        <CacheProvider value={cache}>
          <ErrorsShownFirstContext.Provider value={errorsFirst}>
            <AppFrame environment={createEnvironment(org, flags)} router={(children) => <StaticRouter location={path}>{children}</StaticRouter>} />
          </ErrorsShownFirstContext.Provider>
        </CacheProvider>
      </JotaiProvider>
    </StrictMode>,
  );
  const html = render(null);
  // The same page after a Continue on the empty step: the early script shows it when Continue is pressed first.
  const errored = render(firstStepId);
  const critical = extractCriticalToChunks(html + errored);
  return { html, errored, styles: constructStyleTagsFromChunks({ ...critical, styles: withComposedStyles(cache, critical.styles) }) };
}
