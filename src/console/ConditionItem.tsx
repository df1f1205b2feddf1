import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { documentTypeKey } from '../conditions/ConditionUpload';
import { conditionsData } from '../conditions/conditions-data';
import { useEnvironment } from '../org/environment';
import type { ConsoleCondition } from './console-api';
import { ConditionActionForm } from './ConditionActions';

/** The copy key of a category's label (conditions.json titleKey). Pure. */
export const categoryKey = (category: string): string => conditionsData.categories[category]?.titleKey ?? 'conditions.category.GENERIC_DOCUMENT_REQUEST';

interface ConditionItemProps {
  condition: ConsoleCondition;
  mayComment: boolean;
  mayClear: boolean;
  onComment: (text: string) => Promise<void>;
  onClear: (reason: string) => Promise<void>;
}

/**
 * One condition in the console: its category, status, who it is for, notes, what it asks for and the files given,
 * the comments to the borrower, and (for an open one, to a role that may) the comment and clear actions.
 */
export function ConditionItem({ condition, mayComment, mayClear, onComment, onClear }: ConditionItemProps) {
  const { copy, copyOf } = useEnvironment();
  const label = copy(categoryKey(condition.categoryEnum));
  const open = condition.status === 'OPEN';
  const headingId = `console-condition-${condition.uuid}-heading`;
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} data-testid="console-condition" data-status={condition.status} sx={{ p: 2, listStyle: 'none' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="h6" component="h3" id={headingId}>{label}</Typography>
        <Chip size="small" color={open ? 'default' : 'success'} label={copyOf('console.conditions.status.*', condition.status)} data-testid="console-condition-status" />
        <Typography variant="body2">
          {condition.addressedTo === 'SIGNER' ? copy('console.conditions.addressedTo.SIGNER', { name: condition.signerName ?? '' }) : copy('console.conditions.addressedTo.BORROWER')}
        </Typography>
      </Box>
      {condition.notes ? <Typography variant="body2">{copy('console.conditions.notes', { notes: condition.notes })}</Typography> : null}
      {condition.requestDocuments.length > 0 ? (
        <Typography variant="body2">{copy('console.conditions.requested', { types: condition.requestDocuments.map((t) => copy(documentTypeKey(t))).join(', ') })}</Typography>
      ) : null}
      <Typography variant="body2" data-testid="console-condition-documents">
        {copy('console.conditions.documents', { given: String(condition.documents.length), required: String(condition.xtraData.numDocsRequired) })}
      </Typography>
      <Typography variant="subtitle2" component="h4" sx={{ mt: 1 }}>{copy('console.conditions.comments')}</Typography>
      {condition.comments.length === 0 ? <Typography variant="body2">{copy('console.conditions.noComments')}</Typography> : (
        <Box component="ul" sx={{ m: 0, pl: 3 }}>
          {condition.comments.map((c) => <li key={`${c.created}-${c.comment}`}><Typography variant="body2">{c.comment}</Typography></li>)}
        </Box>
      )}
      {open && (mayComment || mayClear) ? (
        <Box sx={{ display: 'grid', gap: 1, mt: 2 }}>
          {mayComment ? <ConditionActionForm condition={condition} kind="comment" categoryLabel={label} onSend={onComment} /> : null}
          {mayClear ? <ConditionActionForm condition={condition} kind="clear" categoryLabel={label} onSend={onClear} /> : null}
        </Box>
      ) : null}
    </Paper>
  );
}
