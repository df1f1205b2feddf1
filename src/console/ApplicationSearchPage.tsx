import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useEnvironment } from '../org/environment';
import { usePageTitle } from '../shell/use-page-title';
import { searchApplications, type SearchAnswer } from './console-api';
import { ConsoleLoadError, ConsoleLoading } from './ConsoleFrame';
import { SearchResults } from './SearchResults';
import { useStaff } from './use-staff';

type Load = { status: 'loading' } | { status: 'failed' } | { status: 'loaded'; answer: SearchAnswer };

/** The search as the URL holds it (`?q=&status=&page=`). Pure. */
export function searchOf(query: URLSearchParams): { q: string; status: string; page: number } {
  const page = Number(query.get('page') ?? '1');
  return { q: query.get('q') ?? '', status: query.get('status') ?? '', page: Number.isInteger(page) && page > 0 ? page : 1 };
}

/** The URL query of a search (empty parts left out). Pure. */
export function queryOf(search: { q: string; status: string; page: number }): Record<string, string> {
  return Object.fromEntries(Object.entries({ q: search.q.trim(), status: search.status, page: search.page > 1 ? String(search.page) : '' }).filter(([, v]) => v));
}

/**
 * Searches applications by e-mail, name, application id or loan number, and status; the search lives in the URL, the
 * results are a paged table whose application ids open the application.
 */
export function ApplicationSearchPage() {
  const { copy } = useEnvironment();
  const staff = useStaff();
  usePageTitle(copy('console.search.title'));
  const [query, setQuery] = useSearchParams();
  const search = searchOf(query);
  const [draft, setDraft] = useState({ q: search.q, status: search.status });
  const [load, setLoad] = useState<Load>({ status: 'loading' });
  const [round, setRound] = useState(0);
  const key = JSON.stringify(search);
  useEffect(() => {
    let live = true;
    setLoad({ status: 'loading' });
    searchApplications(search).then((answer) => live && setLoad({ status: 'loaded', answer }), () => live && setLoad({ status: 'failed' }));
    return () => { live = false; };
    // The search is keyed by its JSON.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, round]);
  const reload = useCallback(() => setRound((r) => r + 1), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(queryOf({ ...draft, page: 1 }));
    setRound((r) => r + 1);
  };
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('console.search.title')}</Typography>
      <Box component="form" role="search" aria-label={copy('console.search.region')} onSubmit={submit} noValidate
        sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start', mb: 3 }}>
        <TextField name="q" label={copy('console.search.q.label')} helperText={copy('console.search.q.help')} value={draft.q}
          onChange={(e) => setDraft((d) => ({ ...d, q: e.target.value }))} autoComplete="off" sx={{ minWidth: { xs: '100%', sm: 360 } }} />
        <TextField name="status" select label={copy('console.search.status.label')} value={draft.status} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          onChange={(e) => setDraft((d) => ({ ...d, status: e.target.value }))} sx={{ minWidth: 240 }}>
          <option value="">{copy('console.search.status.any')}</option>
          {staff.statuses.map((s) => <option key={s} value={s}>{s}</option>)}
        </TextField>
        <Button type="submit" variant="contained" sx={{ mt: 1 }}>{copy('console.search.submit')}</Button>
      </Box>
      {load.status === 'loading' ? <ConsoleLoading /> : null}
      {load.status === 'failed' ? <ConsoleLoadError onRetry={reload} /> : null}
      {load.status === 'loaded' ? (
        <SearchResults answer={load.answer} onPage={(page) => setQuery(queryOf({ ...search, page }))} />
      ) : null}
    </>
  );
}
