import { useNavigate } from 'react-router-dom';
import { signOut } from '../../auth/session';
import { useLogout } from '../feedback/use-logout';
import { withOrg } from '../with-org';

/** Canonical paths of the shell pages (platform spec §2). */
export const SHELL_PATHS = { dashboard: '/account/heloc/dashboard', settings: '/account/heloc/dashboard/settings', contact: '/account/heloc/contact' } as const;

/** What the profile menu's items do: Support → contact page, Switch Accounts → sign out to login, Settings, Logout. */
export function useProfileActions(): { support: () => void; switchAccounts: () => void; settings: () => void; logout: () => void } {
  const navigate = useNavigate();
  const logout = useLogout();
  return {
    support: () => navigate(withOrg(SHELL_PATHS.contact)),
    switchAccounts: () => void signOut(),
    settings: () => navigate(withOrg(SHELL_PATHS.settings)),
    logout,
  };
}
