import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useEnvironment } from '../org/environment';

/** The modal shown while registration runs: it cycles the flow's processing messages, announced politely. */
export function ProcessingModal({ messageKeys, intervalMs }: { messageKeys: string[]; intervalMs: number }) {
  const { copy } = useEnvironment();
  const [index, setIndex] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setIndex((i) => (i + 1) % messageKeys.length), intervalMs);
    return () => clearInterval(timer);
  }, [messageKeys.length, intervalMs]);
  return (
    <Dialog open aria-labelledby="processing-title" aria-describedby="processing-message" data-testid="processing-modal">
      <DialogTitle id="processing-title">{copy('processing.title')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, minWidth: 280, py: 1 }}>
          <CircularProgress aria-hidden size={32} />
          <Typography id="processing-message" role="status" aria-live="polite">{copy(messageKeys[index])}</Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 2 }}>{copy('processing.softCreditNotice')}</Typography>
      </DialogContent>
    </Dialog>
  );
}
