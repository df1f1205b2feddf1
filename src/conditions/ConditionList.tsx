import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useEnvironment } from '../org/environment';
import { withOrg } from '../shell/with-org';
import { documentTypeKey } from './ConditionUpload';
import { conditionHref, conditionsData, type Condition } from './conditions-data';

/** A condition's title: its category's words. */
export function useConditionTitle() {
  const { copy } = useEnvironment();
  return (condition: Condition) => copy(conditionsData.categories[condition.categoryEnum]?.titleKey ?? 'conditions.category.GENERIC_DOCUMENT_REQUEST');
}

/** One condition: title, status, the underwriter's comment, what to do and (open) the link to its page. */
function ConditionCard({ condition, base }: { condition: Condition; base: string }) {
  const { copy, copyOf } = useEnvironment();
  const titleOf = useConditionTitle();
  const title = titleOf(condition);
  const category = conditionsData.categories[condition.categoryEnum];
  const open = condition.status === 'OPEN';
  const headingId = `condition-${condition.uuid}`;
  const required = Math.max(1, condition.xtraData.numDocsRequired);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={headingId} data-testid="condition" data-status={condition.status} sx={{ p: 2, mb: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 0.5 }}>
        <Typography variant="h6" component="h3" id={headingId} sx={{ flex: 1 }}>{title}</Typography>
        <Chip size="small" color={open ? 'default' : 'success'} label={copyOf('conditions.status.*', condition.status)} />
      </Box>
      {condition.commentsToBorrower ? (
        <Typography sx={{ mb: 1 }}><strong>{copy('conditions.comments')}:</strong> {condition.commentsToBorrower}</Typography>
      ) : null}
      {open && category ? <Typography sx={{ mb: 1 }}>{copy(category.actionKey)}</Typography> : null}
      {open && condition.actionNeeded !== 'phone-number' ? (
        <>
          {condition.actionNeeded === 'upload-document' ? (
            <Typography sx={{ mb: 0.5 }} data-testid="condition-requested">
              {copy('conditions.documentsNeeded', { count: required, types: condition.requestDocuments.map((t) => copy(documentTypeKey(t))).join(', ') })}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {copy('conditions.documentsGiven', { count: condition.documents.length, required })}
          </Typography>
        </>
      ) : null}
      {open ? (
        <Button component={RouterLink} to={withOrg(conditionHref(base, condition))} variant="contained" aria-label={copy('conditions.index.startNamed', { title })}>
          {copy('conditions.index.start')}
        </Button>
      ) : null}
    </Paper>
  );
}

/** The index: the open conditions, then the cleared ones, each a card; nothing open says so (`none`, the borrower's or the signer's words). */
export function ConditionList({ conditions, base, none }: { conditions: readonly Condition[]; base: string; none: string }) {
  const { copy } = useEnvironment();
  const open = conditions.filter((c) => c.status === 'OPEN');
  const cleared = conditions.filter((c) => c.status === 'CLEARED');
  return (
    <Box>
      <Box component="section" aria-labelledby="conditions-open" sx={{ mb: 3 }}>
        <Typography variant="h5" component="h2" id="conditions-open" sx={{ mb: 1 }}>{copy('conditions.index.open')}</Typography>
        {open.length === 0 ? <Typography>{none}</Typography> : null}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>{open.map((c) => <ConditionCard key={c.uuid} condition={c} base={base} />)}</Box>
      </Box>
      {cleared.length > 0 ? (
        <Box component="section" aria-labelledby="conditions-cleared">
          <Typography variant="h5" component="h2" id="conditions-cleared" sx={{ mb: 1 }}>{copy('conditions.index.cleared')}</Typography>
          <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>{cleared.map((c) => <ConditionCard key={c.uuid} condition={c} base={base} />)}</Box>
        </Box>
      ) : null}
    </Box>
  );
}
