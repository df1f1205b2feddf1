import { NotificationBell } from '../notifications/NotificationBell';
import { FeedbackButton } from '../feedback/FeedbackButton';
import { AppMenu } from './AppMenu';
import { MobileMenu } from './MobileMenu';
import { ProfileMenu } from './ProfileMenu';
import { useDesktop } from './use-desktop';

/**
 * The signed-in part of the top bar: on a desktop the app menu, the notification bell, feedback and the profile menu;
 * below the mobile breakpoint the bell, feedback and a menu button opening the drawer with every item.
 */
export function SignedInBar() {
  const desktop = useDesktop();
  return desktop ? (
    <>
      <AppMenu />
      <NotificationBell />
      <FeedbackButton />
      <ProfileMenu />
    </>
  ) : (
    <>
      <NotificationBell />
      <FeedbackButton />
      <MobileMenu />
    </>
  );
}
