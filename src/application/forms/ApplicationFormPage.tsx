import Alert from '@mui/material/Alert';
import { buildCallBody, callPath, findPage, pageNotices } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { apiFetch } from '../../api/client';
import { ApplicationLoadError } from '../ApplicationLoadError';
import type { ApplicationPageProps } from '../page-props';
import { pagesData } from '../pages-data';
import { StepFormPage } from './StepFormPage';
import { useInitialAnswers } from './use-initial-answers';

const NO_SECRETS: readonly string[] = [];

/**
 * Every `form` page of flows/application/pages.json: its step rendered by the step host, starting from the declared
 * first answers, with the declared notices whose rule holds above it, and on Continue the declared call with the body
 * built from the answers by the page's rules.
 */
export function ApplicationFormPage(props: ApplicationPageProps) {
  const page = findPage(pagesData, props.page);
  const declared = page?.kind === 'form' ? page : null;
  const initial = useInitialAnswers(declared?.initialAnswers, props);
  const { copy } = useEnvironment();
  if (!declared) return <ApplicationLoadError />;
  const { call } = declared;
  const notices = pageNotices(declared, { application: props.application, status: props.application.status, profile: props.profile });
  return (
    <StepFormPage
      pageProps={props}
      stepId={declared.step}
      initialAnswers={initial.answers}
      initialError={initial.error}
      secretFields={declared.secretFields ?? NO_SECRETS}
      intro={notices.map((n) => <Alert key={n.textKey} severity={n.severity} role={n.severity === 'info' ? 'status' : 'alert'} sx={{ mb: 3 }}>{copy(n.textKey)}</Alert>)}
      submit={(answers) => apiFetch<unknown>(callPath(call, props.application.uuid), {
        method: call.method, body: buildCallBody(call, answers, { application: props.application, profile: props.profile }),
      })}
    />
  );
}
