import { useAtomValue } from 'jotai';
import { lazy, Suspense } from 'react';
import { toastsAtom } from './toast-store';

const ToastStack = lazy(() => import('./ToastStack').then((m) => ({ default: m.ToastStack })));

/** Where toasts show. The toast components load only once there is a toast, so pages without toasts pay nothing. */
export function ToastHost() {
  const toasts = useAtomValue(toastsAtom);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack />
    </Suspense>
  );
}
