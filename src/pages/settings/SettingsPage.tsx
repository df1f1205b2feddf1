import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { fetchProfile } from '../../api/profile-api';
import { fetchApplications } from '../../api/registration-api';
import { useSession } from '../../auth/session';
import { useEnvironment } from '../../org/environment';
import { ShellPageFrame } from '../../shell/nav/ShellPageFrame';
import { usePageTitle } from '../../shell/use-page-title';
import { settingsModel, type SettingsModel } from './settings-model';
import { SignOutEverywhere } from './SignOutEverywhere';

/** A heading and its facts as a description list; an empty value reads "Not provided". */
function Facts({ id, heading, facts }: { id: string; heading: string; facts: { id: string; term: string; value: string }[] }) {
  const { copy } = useEnvironment();
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 4 }}>
      <Typography variant="h5" component="h2" id={id} sx={{ mb: 1.5 }}>{heading}</Typography>
      <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 3, rowGap: 0.5, m: 0, '& dd': { m: 0, mb: { xs: 1, sm: 0 } } }}>
        {facts.map((f) => (
          <Box key={f.id} sx={{ display: 'contents' }}>
            <Typography component="dt" sx={{ fontWeight: 700 }}>{f.term}</Typography>
            <Typography component="dd" data-testid={`settings-${f.id}`}>{f.value || copy('settings.notProvided')}</Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

/** Settings (platform §2): profile name, e-mail, phone, wallet address and disbursement accounts (read-only), and signing out on every device. */
export function SettingsPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('page.settings'));
  const session = useSession();
  const user = session.status === 'signedIn' ? session.user : null;
  const [state, setState] = useState<{ model?: SettingsModel; failed?: boolean }>({});
  useEffect(() => {
    let live = true;
    Promise.all([fetchProfile().catch(() => null), fetchApplications().catch(() => [])])
      .then(([profile, apps]) => {
        if (!live) return;
        if (!profile && !user) setState({ failed: true });
        else setState({ model: settingsModel(profile, user?.email ?? '', user?.wallet?.accountAddress, apps) });
      });
    return () => { live = false; };
  }, [user]);
  const { model } = state;
  return (
    <ShellPageFrame>
      <Typography variant="h4" component="h1" sx={{ mb: 3 }}>{copy('page.settings')}</Typography>
      {state.failed ? <Alert severity="error">{copy('settings.error')}</Alert> : null}
      {!model && !state.failed ? <CircularProgress aria-label={copy('app.loading')} /> : null}
      {model ? (
        <>
          <Facts id="settings-profile" heading={copy('settings.profile.heading')} facts={[
            { id: 'name', term: copy('settings.name'), value: model.name },
            { id: 'email', term: copy('settings.email'), value: model.email },
            { id: 'phone', term: copy('settings.phone'), value: model.phone },
            { id: 'wallet', term: copy('settings.wallet'), value: model.wallet },
          ]} />
          {model.accounts.length ? (
            <Facts id="settings-accounts" heading={copy('settings.accounts.heading')} facts={model.accounts.map((a) => ({
              id: `account-${a.loanNumber}`, term: copy('app.applicationId', { loanNumber: a.loanNumber }), value: a.mask,
            }))} />
          ) : (
            <Box component="section" aria-labelledby="settings-accounts" sx={{ mb: 4 }}>
              <Typography variant="h5" component="h2" id="settings-accounts" sx={{ mb: 1.5 }}>{copy('settings.accounts.heading')}</Typography>
              <Typography data-testid="settings-accounts-none">{copy('settings.accounts.none')}</Typography>
            </Box>
          )}
          <SignOutEverywhere />
        </>
      ) : null}
    </ShellPageFrame>
  );
}
