import AccountCircle from '@mui/icons-material/AccountCircle';
import { useEnvironment } from '../../org/environment';
import { ShellMenu } from './ShellMenu';
import { useProfileActions } from './use-profile-actions';

/** The profile menu (platform §2): Support, Switch Accounts, Settings, Logout, behind a button named "Profile menu". */
export function ProfileMenu() {
  const { copy } = useEnvironment();
  const actions = useProfileActions();
  return (
    <ShellMenu
      label={copy('nav.profile.button')}
      icon={<AccountCircle />}
      iconOnly
      testId="profile-menu-button"
      items={[
        { id: 'support', label: copy('nav.profile.support'), onSelect: actions.support },
        { id: 'switch-accounts', label: copy('nav.profile.switchAccounts'), onSelect: actions.switchAccounts },
        { id: 'settings', label: copy('nav.profile.settings'), onSelect: actions.settings },
        { id: 'logout', label: copy('nav.profile.logout'), onSelect: actions.logout },
      ]}
    />
  );
}
