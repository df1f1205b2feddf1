import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { Link as RouterLink, Navigate } from 'react-router-dom';
import { fetchSignerTasks, type SignerTaskView } from '../api/signer-api';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { withOrg } from '../shell/with-org';
import { SignerCertificatePart } from './SignerCertificatePart';
import { SignerConditionsNotice } from './SignerConditionsNotice';
import { SignerDocumentsPart } from './SignerDocumentsPart';
import { SignerIdentityPart } from './SignerIdentityPart';
import { actionTarget, pageRedirect, signerConditionsSettings, signerPages, taskDone, type SignerPageData } from './signer-pages';

/** The task view of a page that reads it: loading, read, or failed. */
type Load = { status: 'loading' } | { status: 'ready'; view: SignerTaskView } | { status: 'failed' };

/** The values the signer pages' words use. Pure. */
const wordsOf = (view: SignerTaskView | null) => (view
  ? { borrower: view.borrower.firstName, city: view.property.city, state: view.property.state, name: view.signer.name }
  : {});

/** The signer's tasks, each marked done or to do. */
function TaskList({ view }: { view: SignerTaskView }) {
  const { copy } = useEnvironment();
  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mt: 2 }}>{copy('signer.tasks.heading')}</Typography>
      <List data-testid="signer-tasks">
        {signerPages.tasks.map((task, i) => (
          <ListItem key={task.id} disableGutters>
            <ListItemText primary={`${i + 1}. ${copy(task.labelKey)}`}
              secondary={copy(taskDone(task, view.signer.status, view.done) ? 'signer.task.done' : 'signer.task.todo')} />
          </ListItem>
        ))}
      </List>
    </>
  );
}

/**
 * One page of the additional signer (flows/platform/signer-pages.json): heading and words from the brand's copy with
 * the task view's values, the tasks when the page lists them, one action (or the page's own part: the ID form, the documents and Sign); the task view may send the browser
 * on (a removed signer or a cancelled application → cancelled; signed or not). A view that cannot be read → the error page. The
 * pages of `conditions.noticeOn` tell of the signer's open conditions while their flag is on.
 */
export function SignerPage({ page }: { page: SignerPageData }) {
  const { copy } = useEnvironment();
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  useEffect(() => {
    if (!page.loadsTasks) return undefined;
    let live = true;
    setLoad({ status: 'loading' });
    fetchSignerTasks().then((view) => live && setLoad({ status: 'ready', view })).catch(() => live && setLoad({ status: 'failed' }));
    return () => { live = false; };
  }, [page]);
  const view = load.status === 'ready' ? load.view : null;
  const words = wordsOf(view);
  const title = copy(page.titleKey, words);
  usePageTitle(title);

  if (page.loadsTasks && load.status === 'failed') return <Navigate to={withOrg(signerPages.loadError)} replace />;
  if (page.loadsTasks && !view) return <CircularProgress aria-label={copy('app.loading')} />;
  const next = view ? pageRedirect(page, view) : null;
  if (next) return <Navigate to={withOrg(next)} replace />;
  const target = actionTarget(page, view);
  return (
    <section data-testid={`signer-page-${page.id}`}>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{title}</Typography>
      <Typography sx={{ mb: 2 }}>{copy(page.bodyKey, words)}</Typography>
      {signerConditionsSettings.noticeOn.includes(page.id) ? <SignerConditionsNotice /> : null}
      {page.showsTasks && view ? <TaskList view={view} /> : null}
      {page.component === 'identity' && view ? <SignerIdentityPart signerUuid={view.signer.uuid} /> : null}
      {page.component === 'documents' && view ? <SignerDocumentsPart view={view} /> : null}
      {page.component === 'certificate' && view?.signer.signed ? <SignerCertificatePart /> : null}
      {page.action && target ? (
        <Button variant="contained" component={RouterLink} to={withOrg(target)} sx={{ mt: 2 }}>{copy(page.action.labelKey)}</Button>
      ) : null}
    </section>
  );
}
