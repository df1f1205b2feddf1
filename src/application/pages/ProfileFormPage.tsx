import { useMemo } from 'react';
import { saveProfile } from '../../api/application-api';
import { profileInitialAnswers, toProfileBody } from '../forms/request-bodies';
import { StepFormPage } from '../forms/StepFormPage';
import type { ApplicationPageProps } from '../page-props';

/** The SSN is never written to session storage. */
const SECRET_FIELDS = ['ssn'];

/** start/profile: who owns the home, the SSN and the hard-credit consent (step `ownership-and-ssn`) → PUT profile. */
export function ProfileFormPage(props: ApplicationPageProps) {
  const initial = useMemo(() => profileInitialAnswers(props.profile), [props.profile]);
  return (
    <StepFormPage
      pageProps={props}
      stepId="ownership-and-ssn"
      initialAnswers={initial}
      secretFields={SECRET_FIELDS}
      submit={(answers) => saveProfile(props.application.uuid, toProfileBody(answers))}
    />
  );
}
