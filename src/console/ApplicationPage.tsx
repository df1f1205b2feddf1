import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { refresh as refreshRules } from '../../flows/platform/console-roles.json';
import { ApiError } from '../api/api-error';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { fetchConsoleApplication, type ConsoleApplication } from './console-api';
import { CONSOLE_PAGES } from './console-paths';
import { ApplicationDocuments } from './ApplicationDocuments';
import { ConditionsPanel } from './ConditionsPanel';
import { ApplicationSummary, RoutingDecision, StatusSubFields } from './ApplicationSummary';
import { ConsoleLoadError, ConsoleLoading } from './ConsoleFrame';
import { AuditTable, HistoryTable } from './HistoryTables';
import { MoveStatusForm } from './MoveStatusForm';
import { useMay } from './use-staff';

type Load = { status: 'loading' } | { status: 'failed'; notFound: boolean } | { status: 'loaded'; view: ConsoleApplication };

/**
 * One application: summary, status sub-fields, the routing decision with its `because`, documents, the conditions
 * panel, the status move (QA; only for a role that may), the status history and the audit log. Each part is a labelled section.
 * The page asks again every console-roles.json `refresh.pollMs` (the application and its conditions), so what the
 * borrower does shows without a reload; a failed refresh keeps what is shown.
 */
export function ApplicationPage() {
  const { copy } = useEnvironment();
  const { uuid = '' } = useParams();
  const mayMove = useMay('moveStatus');
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const [tick, setTick] = useState(0);
  const [moved, setMoved] = useState('');
  usePageTitle(load.status === 'loaded' ? copy('console.app.title', { loanNumber: load.view.application.loanNumber }) : copy('console.title'));
  useEffect(() => {
    let live = true;
    fetchConsoleApplication(uuid).then(
      (view) => live && setLoad({ status: 'loaded', view }),
      (error) => live && setLoad((now) => (tick > 0 && now.status === 'loaded' ? now : { status: 'failed', notFound: error instanceof ApiError && error.status === 404 })),
    );
    return () => { live = false; };
  }, [uuid, round, tick]);
  const loaded = load.status === 'loaded';
  useEffect(() => {
    if (!loaded) return undefined;
    const timer = setInterval(() => setTick((t) => t + 1), refreshRules.pollMs);
    return () => clearInterval(timer);
  }, [loaded]);
  const reload = useCallback(() => setRound((r) => r + 1), []);

  const back = <Link component={RouterLink} to={CONSOLE_PAGES.search} sx={{ display: 'inline-block', mb: 2 }}>{copy('console.app.back')}</Link>;
  if (load.status === 'loading') return <>{back}<ConsoleLoading /></>;
  if (load.status === 'failed') return <>{back}{load.notFound ? <Alert severity="warning">{copy('console.notFound')}</Alert> : <ConsoleLoadError onRetry={reload} />}</>;
  const { view } = load;
  return (
    <>
      {back}
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('console.app.title', { loanNumber: view.application.loanNumber })}</Typography>
      {moved ? <Alert severity="success" role="status" sx={{ mb: 2 }} data-testid="console-moved">{copy('console.app.move.done', { status: moved })}</Alert> : null}
      <Box sx={{ display: 'grid', gap: 4 }}>
        <ApplicationSummary view={view} />
        <RoutingDecision routing={view.routing} />
        {mayMove ? (
          <MoveStatusForm view={view} onMoved={(next) => { setLoad({ status: 'loaded', view: next }); setMoved(next.application.status.checklistStatus); }} />
        ) : null}
        <StatusSubFields status={view.application.status} />
        <ApplicationDocuments view={view} />
        <ConditionsPanel applicationUuid={view.application.uuid} signers={view.coSigners} signerConditions={view.signerConditions} tick={tick} onChanged={reload} />
        <HistoryTable history={view.history} />
        <AuditTable audit={view.audit} />
      </Box>
    </>
  );
}
