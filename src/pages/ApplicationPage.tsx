import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useSetAtom } from 'jotai';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { fetchApplication, type Application } from '../api/registration-api';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { applicationAtom } from '../state/registration-atoms';

/**
 * An application page under `/{uuid}/…`. The pages of the application lifecycle are built in a later issue; until
 * then this page loads the application, shows its ID and names the page the status router chose.
 */
export function ApplicationPage() {
  const { copy } = useEnvironment();
  const { uuid = '', '*': page = '' } = useParams();
  const setApplication = useSetAtom(applicationAtom);
  const [state, setState] = useState<{ app?: Application; error?: string }>({});
  usePageTitle(copy('application.title'));
  useEffect(() => {
    fetchApplication(uuid)
      .then((app) => {
        setApplication({ uuid: app.uuid, loanNumber: app.loanNumber });
        setState({ app });
      })
      .catch((e: Error) => setState({ error: e.message }));
  }, [uuid, setApplication]);
  if (state.error) return <Alert severity="error">{state.error}</Alert>;
  if (!state.app) return <CircularProgress aria-label={copy('app.loading')} />;
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('application.title')}</Typography>
      <Typography data-testid="application-page" data-page={page} data-status={state.app.status} sx={{ mb: 1 }}>
        {copy('application.next', { page })}
      </Typography>
      <Typography>{copy('application.nextBody')}</Typography>
    </>
  );
}
