import { useEffect, useState } from 'react';
import type { Answers } from '../../../engine/core';
import { fetchLiens, saveLiens } from '../../api/application-api';
import { useEnvironment } from '../../org/environment';
import { errorWords } from '../forms/error-words';
import { toLiensBody } from '../forms/request-bodies';
import { StepFormPage } from '../forms/StepFormPage';
import type { ApplicationPageProps } from '../page-props';

/** liens: the liens found on the property, which the borrower corrects and confirms (step `liens`) → PUT liens. */
export function LiensPage(props: ApplicationPageProps) {
  const { copy } = useEnvironment();
  const uuid = props.application.uuid;
  const [initial, setInitial] = useState<Answers | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    fetchLiens(uuid)
      .then(({ liens }) => live && setInitial({ liens: liens ?? [] }))
      .catch((e: unknown) => live && setError(errorWords(e, copy)));
    return () => {
      live = false;
    };
  }, [uuid, copy]);
  return (
    <StepFormPage
      pageProps={props}
      stepId="liens"
      initialAnswers={initial}
      initialError={error}
      submit={(answers) => saveLiens(uuid, toLiensBody(answers))}
    />
  );
}
