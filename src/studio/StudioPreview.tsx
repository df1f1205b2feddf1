import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, useMemo, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { findPage } from '../../engine/core';
import type { Application } from '../api/registration-api';
import { ApplicationMessagePage } from '../application/ApplicationMessagePage';
import type { BorrowerProfile } from '../application/page-props';
import { PagesDataContext } from '../application/pages-data';
import { createBrandTheme } from '../org/create-brand-theme';
import { createEnvironment, EnvironmentContext, useEnvironment, type Environment } from '../org/environment';
import { StudioStep } from './StudioStep';
import { useStudioData, type StudioPayload } from './studio-api';
import { parseTarget, readPreviewAddress, sampleSnapshot, type PreviewRequest } from './studio-targets';

const NOTHING_TO_DO = () => Promise.resolve();

/**
 * One frame of the preview studio (/studio/preview, shown at a desktop or a phone width by /studio): the step or
 * application page its address names, rendered by the borrower's own components with the brand, words, steps and pages
 * the server reads now, and rendered again each time the data files change.
 */
export function StudioPreview() {
  const { search } = useLocation();
  const request = useMemo(() => readPreviewAddress(search), [search]);
  const { data, failed } = useStudioData(request.brand);
  const { copy } = useEnvironment();
  const environment = useMemo<Environment | null>(() => (data ? { ...createEnvironment(data.org, data.flags), constants: data.constants as Environment['constants'] } : null), [data]);
  const theme = useMemo(() => (environment ? createBrandTheme(environment.brand) : null), [environment]);
  if (!data || !environment || !theme) return failed ? <Alert severity="error">{copy('studio.loadError')}</Alert> : <CircularProgress aria-label={copy('app.loading')} />;
  return (
    <EnvironmentContext.Provider value={environment}>
      <ThemeProvider theme={theme}>
        <PagesDataContext.Provider value={data.pages}>
          <div data-testid="studio-preview" data-version={data.version}>
            <Suspense fallback={<CircularProgress aria-label={copy('app.loading')} />}>
              <PreviewTarget data={data} request={request} />
            </Suspense>
          </div>
        </PagesDataContext.Provider>
      </ThemeProvider>
    </EnvironmentContext.Provider>
  );
}

/** The step or page of the request; a page that needs code (a `component` page) is named, not rendered. */
function PreviewTarget({ data, request }: { data: StudioPayload; request: PreviewRequest }): ReactNode {
  const { copy } = useEnvironment();
  const target = parseTarget(request.target);
  const snapshot = useMemo(() => sampleSnapshot(request.status, request.subFields), [request.status, request.subFields]);
  const unknown = <Alert severity="warning">{copy('studio.preview.unknown', { target: request.target })}</Alert>;
  if (target?.kind === 'step') {
    const step = data.steps[target.id];
    return step ? <StudioStep step={step} answers={request.answers} /> : unknown;
  }
  const declared = target ? findPage(data.pages, target.path) : null;
  if (!target || !declared) return unknown;
  if (declared.kind === 'form') {
    const step = data.steps[declared.step];
    return step ? <StudioStep step={step} answers={request.answers} application={snapshot.application} /> : unknown;
  }
  if (declared.kind === 'component') return <Alert severity="info">{copy('studio.preview.component', { component: declared.component })}</Alert>;
  return (
    <ApplicationMessagePage
      page={target.path} application={snapshot.application as unknown as Application} profile={snapshot.profile as unknown as BorrowerProfile}
      onSubmitted={NOTHING_TO_DO}
    />
  );
}
