import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ModalAction, ModalDefinition } from '../../engine/core';
import { useEnvironment } from '../org/environment';

export interface GuardModalProps {
  id: string;
  modal: ModalDefinition;
  values?: Record<string, unknown>;
  onAction: (action: ModalAction) => void;
  onClose: () => void;
}

/** A modal declared in the flow file: title, body and actions in the brand's words. */
export function GuardModal({ id, modal, values, onAction, onClose }: GuardModalProps) {
  const { copy } = useEnvironment();
  const titleId = `modal-${id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={`modal-${id}-body`} data-testid={`modal-${id}`}>
      <DialogTitle id={titleId}>{copy(modal.titleKey, values)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`modal-${id}-body`}>{copy(modal.bodyKey, values)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {modal.actions.map((action, i) =>
          action.kind === 'link' && action.hrefKey ? (
            <Button key={action.labelKey} href={copy(action.hrefKey, values)} variant={i === 0 ? 'contained' : 'text'}>
              {copy(action.labelKey, values)}
            </Button>
          ) : (
            <Button key={action.labelKey} onClick={() => onAction(action)} variant={i === 0 ? 'contained' : 'text'} autoFocus={i === 0}>
              {copy(action.labelKey, values)}
            </Button>
          ),
        )}
      </DialogActions>
    </Dialog>
  );
}
