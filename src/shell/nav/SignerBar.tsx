import Button from '@mui/material/Button';
import { useEnvironment } from '../../org/environment';
import { useProfileActions } from './use-profile-actions';

/**
 * The signed-in part of the top bar on the additional signer's pages: Logout only — no Dashboard, Settings or app
 * menu (a signer has no application of their own, and the borrower's pages remove a signer's token).
 */
export function SignerBar() {
  const { copy } = useEnvironment();
  const { logout } = useProfileActions();
  return <Button onClick={logout} data-testid="signer-logout">{copy('nav.profile.logout')}</Button>;
}
