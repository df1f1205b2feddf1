import { useNavigate, useSearchParams } from 'react-router-dom';
import { useEnvironment } from '../../org/environment';
import { ShellPageFrame } from '../../shell/nav/ShellPageFrame';
import { usePageTitle } from '../../shell/use-page-title';
import { withOrg } from '../../shell/with-org';
import { ConfirmEmail } from './ConfirmEmail';

/** Where a same-site `next` query leads after the e-mail is confirmed (only paths of this app). Pure. */
export const afterConfirmPath = (next: string | null): string => (next && next.startsWith('/') && !next.startsWith('//') ? next : '/account/heloc/dashboard');

/** The "Confirm your e-mail" page a signed-in unverified borrower is sent to (from the dashboard); then on to `next`. */
export function ConfirmEmailPage() {
  const { copy } = useEnvironment();
  usePageTitle(copy('page.confirmEmail'));
  const navigate = useNavigate();
  const [query] = useSearchParams();
  return (
    <ShellPageFrame>
      <ConfirmEmail onVerified={() => void navigate(withOrg(afterConfirmPath(query.get('next'))), { replace: true })} />
    </ShellPageFrame>
  );
}
