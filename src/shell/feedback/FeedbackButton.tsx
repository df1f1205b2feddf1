import { lazy, Suspense } from 'react';
import { useSession } from '../../auth/session';
import { useEnvironment } from '../../org/environment';

const FeedbackLauncher = lazy(() => import('./FeedbackLauncher').then((m) => ({ default: m.FeedbackLauncher })));

/**
 * The feedback link that opens the feedback modal: only for signed-in users of a brand with `features.feedback` (the
 * main brand; platform §6). Its code loads only for them.
 */
export function FeedbackButton() {
  const session = useSession();
  const { brand } = useEnvironment();
  if (session.status !== 'signedIn' || brand.features?.feedback !== true) return null;
  return (
    <Suspense fallback={null}>
      <FeedbackLauncher />
    </Suspense>
  );
}
