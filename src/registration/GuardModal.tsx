import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ModalAction, ModalDefinition, ModalValues } from '../../engine/core';
import { declaredValues } from './modal-values';
import { useEnvironment } from '../org/environment';

export interface GuardModalProps {
  id: string;
  modal: ModalDefinition;
  /** The values it was opened with: only the ones the declaration's `placeholders` names reach its words. */
  values?: ModalValues;
  onAction: (action: ModalAction) => void;
  onClose: () => void;
}

/** A modal declared in the flow file: title, body and actions in the brand's words. */
export function GuardModal({ id, modal, values, onAction, onClose }: GuardModalProps) {
  const { copy } = useEnvironment();
  const given = declaredValues(modal, values);
  const titleId = `modal-${id}-title`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} aria-describedby={`modal-${id}-body`} data-testid={`modal-${id}`}>
      <DialogTitle id={titleId}>{copy(modal.titleKey, given)}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`modal-${id}-body`}>{copy(modal.bodyKey, given)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {modal.actions.map((action, i) =>
          action.kind === 'link' && action.hrefKey ? (
            <Button key={action.labelKey} href={copy(action.hrefKey, given)} variant={i === 0 ? 'contained' : 'text'}>
              {copy(action.labelKey, given)}
            </Button>
          ) : (
            <Button key={action.labelKey} onClick={() => onAction(action)} variant={i === 0 ? 'contained' : 'text'} autoFocus={i === 0}>
              {copy(action.labelKey, given)}
            </Button>
          ),
        )}
      </DialogActions>
    </Dialog>
  );
}
