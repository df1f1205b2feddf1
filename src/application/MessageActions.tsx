import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useEnvironment } from '../org/environment';
import { DashboardButton } from './DashboardButton';
import type { MessageAction } from '../../engine/core';

const LABEL_KEYS: Record<Exclude<MessageAction, 'dashboard'>, string> = {
  'try-again': 'appPage.action.tryAgain',
  'check-again': 'appPage.action.checkAgain',
};

/**
 * The buttons of a message page (`secondary`: all outlined, when a form above has the main button). Try again / Check again re-read the application through the host (onSubmitted):
 * the host moves on when the status changed; when it did not, the page stays and says so.
 */
export function MessageActions({ actions, onSubmitted, secondary = false }: { actions: MessageAction[]; onSubmitted: () => Promise<void>; secondary?: boolean }) {
  const { copy } = useEnvironment();
  const [checked, setChecked] = useState(false);
  if (actions.length === 0) return null;
  // The first button is the main one, unless the page's form already has the main button.
  const variant = (i: number) => (i === 0 && !secondary ? 'contained' : 'outlined');
  const check = async () => {
    setChecked(false);
    await onSubmitted();
    setChecked(true);
  };
  return (
    <>
      <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap', mt: 3 }}>
        {actions.map((action, i) =>
          action === 'dashboard'
            ? <DashboardButton key={action} variant={variant(i)} />
            : <Button key={action} variant={variant(i)} onClick={() => void check()}>{copy(LABEL_KEYS[action])}</Button>,
        )}
      </Stack>
      <Typography role="status" variant="body2" sx={{ mt: 1.5, minHeight: '1.5em' }}>{checked ? copy('appPage.checked') : ''}</Typography>
    </>
  );
}
