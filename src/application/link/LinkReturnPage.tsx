import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { errorWords } from '../../api/error-words';
import { exchangeLinkToken, LINK_APPLICATION_KEY } from '../../api/link-api';
import { useEnvironment } from '../../org/environment';
import { FullPageLoader } from '../../shell/loader/FullPageLoader';
import { usePageTitle } from '../../shell/use-page-title';
import { DashboardButton } from '../DashboardButton';

/** The query names of the two return styles: the bank link's (OAuth-style) and the payroll link's callback. */
const RETURN_QUERY = { sessions: ['oauth_state_id', 'session'], tokens: ['public_token', 'token'] } as const;

/** The query without the provider's own parameters (org and the rest go along to the application). */
function keptQuery(params: URLSearchParams): string {
  const kept = new URLSearchParams(params);
  for (const name of [...RETURN_QUERY.sessions, ...RETURN_QUERY.tokens, 'error']) kept.delete(name);
  const text = kept.toString();
  return text ? `?${text}` : '';
}

/**
 * Where the borrower comes back from the sandbox link provider: /plaid-oauth-success (the application uuid read from
 * local storage, platform §2) or /{uuid}/income/pointserv-callback. With a token the lender exchanges it (the accounts
 * or income arrive in the background); then, or at once after a cancel or a provider error (the application's `link`
 * says which), the borrower goes back to the application, whose page says what happened.
 */
export function LinkReturnPage() {
  const { copy } = useEnvironment();
  const { uuid: pathUuid } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  const uuid = pathUuid ?? window.localStorage.getItem(LINK_APPLICATION_KEY);
  usePageTitle(copy('link.return.title'));

  useEffect(() => {
    if (started.current || !uuid) return;
    started.current = true;
    const session = RETURN_QUERY.sessions.map((n) => params.get(n)).find(Boolean);
    const token = RETURN_QUERY.tokens.map((n) => params.get(n)).find(Boolean);
    const back = () => {
      window.localStorage.removeItem(LINK_APPLICATION_KEY);
      navigate(`/account/heloc/${encodeURIComponent(uuid)}${keptQuery(params)}`, { replace: true });
    };
    if (!session || !token || params.get('error')) { back(); return; }
    exchangeLinkToken(uuid, session, token).then(back, (error: unknown) => setFailure(errorWords(error, copy)));
  }, [uuid, params, navigate, copy]);

  if (!uuid) {
    return (
      <div data-testid="link-return">
        <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('link.return.title')}</Typography>
        <Typography sx={{ mb: 3 }}>{copy('link.return.noApplication')}</Typography>
        <DashboardButton variant="contained" />
      </div>
    );
  }
  if (!failure) return <FullPageLoader />;
  return (
    <div data-testid="link-return">
      <Typography variant="h4" component="h1" sx={{ mb: 2 }}>{copy('link.return.title')}</Typography>
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>{failure}</Alert>
      <Button variant="contained" component={RouterLink} to={`/account/heloc/${encodeURIComponent(uuid)}${keptQuery(params)}`} replace>
        {copy('link.return.backToApplication')}
      </Button>
    </div>
  );
}
