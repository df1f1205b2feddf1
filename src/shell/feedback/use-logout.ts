import { useSetAtom } from 'jotai';
import { useCallback } from 'react';
import { signOut } from '../../auth/session';
import { leaveSurveyRequestAtom } from './leave-survey-state';

/**
 * What the Logout menu item calls: on the pages flows/platform/leave-survey.json lists, and only the first time, it
 * opens the leave survey (which signs out when answered or skipped); otherwise it signs out at once. The rule and
 * its data load only when Logout is chosen.
 */
export function useLogout(): () => void {
  const requestSurvey = useSetAtom(leaveSurveyRequestAtom);
  return useCallback(() => {
    const { pathname } = window.location;
    void import('./leave-survey-offer')
      .then(({ claimLeaveSurveyOffer }) => claimLeaveSurveyOffer(pathname))
      .catch(() => false)
      .then((offer) => (offer ? requestSurvey({ pathname }) : signOut()));
  }, [requestSurvey]);
}
