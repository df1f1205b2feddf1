import { API_ERROR_CODES } from '../../../engine/core';
import { ApiError } from '../../api/api-error';
import { useCallback, useEffect, useState } from 'react';
import { fetchProfile } from '../../api/profile-api';
import { fetchApplications, type Application } from '../../api/registration-api';
import type { BorrowerProfile } from '../../application/page-props';
import { newestFirst } from './dashboard-model';

/** The dashboard's data: loading, failed (with retry) or the applications newest first and the profile (null if unread). */
export type DashboardData =
  | { phase: 'loading' }
  | { phase: 'error'; message: string }
  /** The account has not confirmed its e-mail (403 EMAIL_NOT_VERIFIED): the page sends the borrower to confirm it. */
  | { phase: 'unverified' }
  | { phase: 'ready'; apps: Application[]; profile: BorrowerProfile | null };

/** Reads the signed-in user's applications (GET …/heloc/all) and profile; `retry` reads them again. */
export function useDashboardData(): DashboardData & { retry: () => void } {
  const [data, setData] = useState<DashboardData>({ phase: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    Promise.all([fetchApplications(), fetchProfile().catch(() => null)])
      .then(([apps, profile]) => live && setData({ phase: 'ready', apps: newestFirst(apps), profile }))
      .catch((e: Error) => live && setData(e instanceof ApiError && e.hasCode(API_ERROR_CODES.EMAIL_NOT_VERIFIED) ? { phase: 'unverified' } : { phase: 'error', message: e.message }));
    return () => { live = false; };
  }, [attempt]);
  const retry = useCallback(() => {
    setData({ phase: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  return { ...data, retry };
}
