import { createContext, useContext, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { ConsoleAction } from '../../engine/core';
import { ApiError } from '../api/api-error';
import { clearConsoleToken, consoleToken, fetchStaff, type StaffUser } from './console-api';
import { consoleLoginFor } from './console-paths';

/** The signed-in staff member's state: loading, signed in, or failed to load (other than a refused token). */
export type StaffState = { status: 'loading' } | { status: 'signedIn'; staff: StaffUser } | { status: 'failed' };

/**
 * Reads the signed-in staff member; without a staff token, or when the server refuses it (401), the token is
 * forgotten and the browser goes to the console's sign-in, coming back here afterwards.
 */
export function useStaffSession(): StaffState {
  const [state, setState] = useState<StaffState>({ status: 'loading' });
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  useEffect(() => {
    let live = true;
    const toLogin = () => {
      clearConsoleToken();
      navigate(consoleLoginFor(`${pathname}${search}`), { replace: true });
    };
    if (!consoleToken()) {
      toLogin();
      return undefined;
    }
    fetchStaff().then(
      (staff) => live && setState({ status: 'signedIn', staff }),
      (error) => {
        if (!live) return;
        if (error instanceof ApiError && error.status === 401) toLogin();
        else setState({ status: 'failed' });
      },
    );
    return () => { live = false; };
    // Read once per page; the pages below change the query without signing in again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return state;
}

/** The signed-in staff member below the console frame. */
export const StaffContext = createContext<StaffUser | null>(null);

/** The signed-in staff member (inside the console frame). */
export function useStaff(): StaffUser {
  const staff = useContext(StaffContext);
  if (!staff) throw new Error('E_NO_STAFF: useStaff outside the console frame');
  return staff;
}

/** Whether the signed-in staff member's role may take the action (the server checks it again). */
export function useMay(action: ConsoleAction): boolean {
  return useStaff().actions.includes(action);
}
