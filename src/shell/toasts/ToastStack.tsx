import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useAtom } from 'jotai';
import { useEnvironment } from '../../org/environment';
import { removeToast } from './toast-list';
import { toastsAtom } from './toast-store';

/** The visible toasts, bottom left, each with a close button. */
export function ToastStack() {
  const { copy } = useEnvironment();
  const [toasts, setToasts] = useAtom(toastsAtom);
  return (
    <Stack component="section" aria-label={copy('toast.region')} spacing={1} data-testid="toasts" sx={{ position: 'fixed', left: 16, bottom: 16, zIndex: 1400, maxWidth: 'calc(100vw - 32px)' }}>
      {toasts.map((toast) => (
        <Alert
          key={toast.id}
          data-testid="toast"
          severity={toast.severity}
          role={toast.severity === 'error' ? 'alert' : 'status'}
          onClose={() => setToasts((list) => removeToast(list, toast.id))}
          slotProps={{ closeButton: { 'aria-label': copy('toast.close'), title: copy('toast.close') } }}
          variant="filled"
        >
          {toast.message}
        </Alert>
      ))}
    </Stack>
  );
}
