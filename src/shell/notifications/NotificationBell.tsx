import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';
import { LeaveSurveyHost } from '../feedback/LeaveSurveyHost';

const NotificationBellButton = lazy(() => import('./NotificationBellButton').then((m) => ({ default: m.NotificationBellButton })));

/**
 * The notification bell and its panel in the top bar, for signed-in users only (their code loads only for them). It
 * also hosts the leave survey that Logout may open, since the bell is in the top bar whenever Logout is.
 */
export function NotificationBell() {
  const session = useSession();
  return (
    <>
      {session.status === 'signedIn' ? (
        <Suspense fallback={null}>
          <NotificationBellButton />
        </Suspense>
      ) : null}
      <LeaveSurveyHost />
    </>
  );
}
