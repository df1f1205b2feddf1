import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { leaveSurveyRequestAtom } from './leave-survey-state';

const LeaveSurveyModal = lazy(() => import('./LeaveSurveyModal').then((m) => ({ default: m.LeaveSurveyModal })));

/** Where the leave survey opens when useLogout asks for it; its code loads only then. */
export function LeaveSurveyHost() {
  const request = useAtomValue(leaveSurveyRequestAtom);
  if (!request) return null;
  return (
    <Suspense fallback={null}>
      <LeaveSurveyModal pathname={request.pathname} />
    </Suspense>
  );
}
