import FeedbackOutlined from '@mui/icons-material/FeedbackOutlined';
import Button from '@mui/material/Button';
import { lazy, Suspense, useState } from 'react';
import { useEnvironment } from '../../org/environment';

const FeedbackModal = lazy(() => import('./FeedbackModal').then((m) => ({ default: m.FeedbackModal })));

/** The "Feedback" button and, once pressed, the feedback modal (loaded then). */
export function FeedbackLauncher() {
  const { copy } = useEnvironment();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button color="inherit" startIcon={<FeedbackOutlined aria-hidden />} onClick={() => setOpen(true)} aria-haspopup="dialog" sx={{ textTransform: 'none' }}>
        {copy('feedback.button')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <FeedbackModal onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
