import { buildCallBody, callPath, findPage } from '../../../engine/core';
import { apiFetch } from '../../api/client';
import { ApplicationLoadError } from '../ApplicationLoadError';
import { usePageNotices } from '../PageNotices';
import type { ApplicationPageProps } from '../page-props';
import { usePagesData } from '../pages-data';
import { StepFormPage } from './StepFormPage';
import { PageExtras } from '../link/PageExtras';
import { useInitialAnswers } from './use-initial-answers';

const NO_SECRETS: readonly string[] = [];

/**
 * Every `form` page of flows/application/pages.json: its step rendered by the step host, starting from the declared
 * first answers, with the declared notices whose rule holds above it (interpolated with the page's values), and on Continue the declared call with the body
 * built from the answers by the page's rules.
 */
export function ApplicationFormPage(props: ApplicationPageProps) {
  const page = findPage(usePagesData(), props.page);
  const declared = page?.kind === 'form' ? page : null;
  const initial = useInitialAnswers(declared?.initialAnswers, props);
  const { alerts } = usePageNotices(props);
  if (!declared) return <ApplicationLoadError />;
  const { call } = declared;
  return (
    <StepFormPage
      pageProps={props}
      stepId={declared.step}
      initialAnswers={initial.answers}
      initialError={initial.error}
      secretFields={declared.secretFields ?? NO_SECRETS}
      intro={<>{alerts}<PageExtras page={props.page} application={props.application} primaryLink={false} /></>}
      submit={(answers) => apiFetch<unknown>(callPath(call, props.application.uuid), {
        method: call.method, body: buildCallBody(call, answers, { application: props.application, profile: props.profile }),
      })}
    />
  );
}
