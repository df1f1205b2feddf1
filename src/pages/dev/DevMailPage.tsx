import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { fetchOutbox, type OutboxMail } from '../../api/dev-mail-api';
import { useEnvironment } from '../../org/environment';
import { usePageTitle } from '../../shell/use-page-title';
import { recipientFilterOf, withRecipientFilter } from './dev-mail-model';
import { OutboxList } from './OutboxList';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; mails: OutboxMail[] };

/**
 * The development outbox (not served in production): the latest mails the server stored instead of sending, newest
 * first, for product staff and QA to read sign-up codes and notices. The recipient filter lives in the URL (`?to=`).
 */
export function DevMailPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('devMail.title'));
  const [query, setQuery] = useSearchParams();
  const filter = recipientFilterOf(query);
  const [draft, setDraft] = useState(filter);
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  useEffect(() => setDraft(filter), [filter]);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    fetchOutbox(filter).then((mails) => live && setLoad({ status: 'loaded', mails }), () => live && setLoad({ status: 'failed' }));
    return () => { live = false; };
  }, [filter, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (draft.trim() === filter) reload();
    else setQuery((current) => withRecipientFilter(current, draft));
  };

  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('devMail.title')}</Typography>
      <Typography sx={{ mb: 3 }}>{copy('devMail.intro')}</Typography>
      <Box component="form" role="search" aria-label={copy('devMail.filter.region')} onSubmit={submit} noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <TextField name="to" type="email" label={copy('devMail.filter.label')} helperText={copy('devMail.filter.help')} value={draft}
          onChange={(e) => setDraft(e.target.value)} autoComplete="off" sx={{ minWidth: { xs: '100%', sm: 360 } }} />
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>{copy('devMail.filter.submit')}</Button>
        {filter ? <Button type="button" variant="text" sx={{ mt: 1 }} onClick={() => setQuery((current) => withRecipientFilter(current, ''))}>{copy('devMail.filter.clear')}</Button> : null}
      </Box>
      <OutboxResults load={load} filter={filter} onRetry={reload} />
    </>
  );
}

/** The loading, error, empty or listed state of the outbox, announced politely as it changes. */
function OutboxResults({ load, filter, onRetry }: { load: Load; filter: string; onRetry: () => void }) {
  const { copy } = useEnvironment();
  if (load.status === 'loading') {
    return (
      <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
        <CircularProgress size={24} aria-hidden />
        <Typography>{copy('devMail.loading')}</Typography>
      </Box>
    );
  }
  if (load.status === 'failed') {
    return <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{copy('devMail.retry')}</Button>}>{copy('devMail.error')}</Alert>;
  }
  if (!load.mails.length) {
    return <Typography role="status" data-testid="dev-mail-empty">{filter ? copy('devMail.emptyFor', { to: filter }) : copy('devMail.empty')}</Typography>;
  }
  return (
    <>
      <Typography role="status" sx={{ mb: 1 }}>
        {filter ? copy('devMail.countFor', { count: load.mails.length, to: filter }) : copy('devMail.count', { count: load.mails.length })}
      </Typography>
      <OutboxList mails={load.mails} />
    </>
  );
}
