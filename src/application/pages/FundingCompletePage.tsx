import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { interpolate } from '../../../engine/core';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { OfferFiguresList } from '../forms/OfferFiguresList';
import { usePageNotices } from '../PageNotices';
import type { ApplicationPageProps } from '../page-props';
import { SupportContacts } from '../SupportContacts';
import { FundingProgress } from './funding/FundingProgress';
import { RescissionPanel } from './funding/RescissionPanel';
import { useRefreshOnStatusChange } from './funding/use-refresh';

const list = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

/**
 * complete (component `funding-complete`): the line amount, first draw and first payment date (the page's values),
 * what comes next, and while the right to cancel is open its countdown and the cancel action; then the funding progress.
 */
export function FundingCompletePage(props: ApplicationPageProps) {
  const { application, onSubmitted } = props;
  const { copy, constants } = useEnvironment();
  const { alerts, values: pageValues } = usePageNotices(props);
  const values: Record<string, unknown> = { ...pageValues, loanNumber: application.loanNumber };
  const title = copy('funding.complete.title');
  usePageTitle(title);
  const status = application.status.checklistStatus;
  const endsAt = typeof values.rescissionEndsAt === 'string' ? values.rescissionEndsAt : null;
  // The sandbox moves the line on in the background: re-read it, except while the right to cancel is open (days).
  const refreshMs = Number((constants as { funding?: { refreshMs?: number } }).funding?.refreshMs ?? 0);
  useRefreshOnStatusChange(application.uuid, status, status !== 'RESCISSION', refreshMs, onSubmitted);
  return (
    <div data-testid="funding-complete-page">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      {alerts}
      <Typography sx={{ mb: 2 }}>{copy('funding.complete.body', values)}</Typography>
      <Box component="section" aria-labelledby="funding-figures-heading" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2" id="funding-figures-heading" sx={{ mb: 1 }}>{copy('funding.complete.figures')}</Typography>
        <OfferFiguresList rows={[
          { id: 'lineAmount', label: copy('funding.complete.lineAmount'), value: interpolate('{v|money}', { v: values.lineAmount }) },
          { id: 'firstDraw', label: copy('funding.complete.firstDraw'), value: interpolate('{v|money}', { v: values.firstDraw }) },
          { id: 'firstPaymentDate', label: copy('funding.complete.firstPaymentDate'), value: interpolate('{v|longDate}', { v: values.firstPaymentDate }) },
        ]} />
      </Box>
      {status === 'RESCISSION' && endsAt ? <RescissionPanel uuid={application.uuid} endsAt={endsAt} values={values} onSubmitted={onSubmitted} /> : null}
      <Box component="section" aria-labelledby="funding-next-heading" sx={{ mb: 3 }}>
        <Typography variant="h6" component="h2" id="funding-next-heading" sx={{ mb: 1 }}>{copy('funding.complete.next.heading')}</Typography>
        <Box component="ol" sx={{ pl: 3, m: 0, '& li': { mb: 0.75 } }}>
          {list(values.nextStepKeys).map((key) => <li key={key}><Typography component="span">{copy(key, values)}</Typography></li>)}
        </Box>
      </Box>
      {status === 'RESCISSION' ? null : <FundingProgress steps={list(values.fundingSteps)} status={status} />}
      <SupportContacts loanNumber={application.loanNumber} />
    </div>
  );
}
