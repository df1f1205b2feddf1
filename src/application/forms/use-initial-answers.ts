import { useEffect, useState } from 'react';
import { buildFromRules, callPath, type Answers, type PageInitialAnswers } from '../../../engine/core';
import { apiFetch } from '../../api/client';
import { useEnvironment } from '../../org/environment';
import type { ApplicationPageProps } from '../page-props';
import { errorWords } from '../../api/error-words';

const NOTHING_DECLARED: PageInitialAnswers = { answers: {} };

/**
 * A form page's first answers, as its declaration says: json-logic over the application, the profile and (when the
 * page declares a `load`) the answer of that GET call. `answers` is null while the call runs; `error` holds the
 * server's words when it failed.
 */
export function useInitialAnswers(declared: PageInitialAnswers | undefined, props: Pick<ApplicationPageProps, 'application' | 'profile'>) {
  const { copy } = useEnvironment();
  const initial = declared ?? NOTHING_DECLARED;
  const { application, profile } = props;
  const [state, setState] = useState<{ answers: Answers | null; error: string | null }>({ answers: null, error: null });
  useEffect(() => {
    let live = true;
    const build = (response: unknown) => buildFromRules(initial.answers, { application, profile, response });
    if (!initial.load) setState({ answers: build(null), error: null });
    else {
      apiFetch<unknown>(callPath({ path: initial.load }, application.uuid))
        .then((response) => live && setState({ answers: build(response), error: null }))
        .catch((e: unknown) => live && setState({ answers: null, error: errorWords(e, copy) }));
    }
    return () => {
      live = false;
    };
    // Decided once per page and application: a re-read of the application does not reset the form.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [initial, application.uuid]);
  return state;
}
