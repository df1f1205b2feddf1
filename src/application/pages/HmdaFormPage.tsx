import { saveHmda } from '../../api/application-api';
import { toHmdaBody } from '../forms/request-bodies';
import { StepFormPage } from '../forms/StepFormPage';
import type { ApplicationPageProps } from '../page-props';

const NOTHING_YET = {};

/** start/hmda: the Regulation C demographic questions (step `hmda`) → PUT hmda. */
export function HmdaFormPage(props: ApplicationPageProps) {
  return (
    <StepFormPage
      pageProps={props}
      stepId="hmda"
      initialAnswers={NOTHING_YET}
      submit={(answers) => saveHmda(props.application.uuid, toHmdaBody(answers))}
    />
  );
}
