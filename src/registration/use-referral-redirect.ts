import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { storedToken } from '../api/client';
import { fetchReferral } from '../api/registration-api';
import { withOrg } from '../shell/with-org';

/**
 * The `rid` query names a referral (registration §2, §7): when the lookup answers with a status and an e-mail, the
 * borrower already has an account, so they are sent to login and come back here afterwards (signed in, they stay).
 * An unknown referral lets registration go on.
 */
export function useReferralRedirect(rid: string | undefined): void {
  const navigate = useNavigate();
  useEffect(() => {
    if (!rid || storedToken()) return;
    let live = true;
    fetchReferral(rid)
      .then((referral) => {
        if (!live || !referral?.status || !referral.email) return;
        const back = `${window.location.pathname}${window.location.search}`;
        void navigate(withOrg(`/auth/login?redirectUrl=${encodeURIComponent(back)}`), { replace: true });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [rid, navigate]);
}
