import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { signerBarLinks } from '../../../engine/core';
import { useSession } from '../../auth/session';
import { useEnvironment } from '../../org/environment';
import { mainSiteUrl, shellData } from './shell-data';
import { useProfileActions } from './use-profile-actions';

/**
 * The signed-in part of the top bar on the additional signer's pages: Logout, and the signer bar's links of
 * flows/platform/shell.json — the main site's Dashboard only for a signer who is also a broker. No Settings or app
 * menu (a signer has no application of their own, and the borrower's pages remove a signer's token).
 */
export function SignerBar() {
  const { copy, org } = useEnvironment();
  const { logout } = useProfileActions();
  const session = useSession();
  const isBroker = session.status === 'signedIn' && session.user.isBroker;
  return (
    <>
      {signerBarLinks(shellData.signerBar, mainSiteUrl(org), { isBroker }).map((link) => (
        <Link key={link.id} href={link.href} data-testid={`signer-link-${link.id}`}>{copy(link.labelKey)}</Link>
      ))}
      <Button onClick={logout} data-testid="signer-logout">{copy('nav.profile.logout')}</Button>
    </>
  );
}
