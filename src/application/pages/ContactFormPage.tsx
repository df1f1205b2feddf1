import { useMemo } from 'react';
import { saveContact } from '../../api/application-api';
import { contactInitialAnswers, toContactBody } from '../forms/request-bodies';
import { StepFormPage } from '../forms/StepFormPage';
import type { ApplicationPageProps } from '../page-props';

/** start/contact: phone number, best time to call and mailing address (step `contact`) → PUT contact. */
export function ContactFormPage(props: ApplicationPageProps) {
  const initial = useMemo(() => contactInitialAnswers(props.profile), [props.profile]);
  return (
    <StepFormPage
      pageProps={props}
      stepId="contact"
      initialAnswers={initial}
      submit={(answers) => saveContact(props.application.uuid, toContactBody(answers))}
    />
  );
}
