import { useSetAtom } from 'jotai';
import { interruptsWait } from '../../engine/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '../api/api-error';
import { isAuthFailure } from '../api/client';
import { fetchProfile } from '../api/profile-api';
import { fetchApplication, type Application } from '../api/registration-api';
import { applicationAtom } from '../state/registration-atoms';
import { fetchBorrowerStatus } from './application-calls';
import type { BorrowerProfile } from './page-props';
import { routingData } from './routing-data';
import { abortableSleep, settleApplication } from './settle-application';

/** Where the host stands: reading or polling (`busy`), settled (`ready`), another borrower's or no application, or a failure. */
export type HostPhase = 'busy' | 'ready' | 'not-found' | 'error';

export interface ApplicationState {
  phase: HostPhase;
  application: Application | null;
  profile: BorrowerProfile | null;
  /** The status to route with when polling gave up (UNKNOWN, or GEN_NOTE_SIGNING as it is); else undefined. */
  statusOverride?: string;
  error?: string;
}

/**
 * Reads an application and the profile, polls while the server status is in progress, and re-reads after a borrower
 * action (`refresh`, given to pages as onSubmitted). A 404 is 'not-found'; an auth failure stays busy while the client
 * sends the browser to login.
 */
export function useApplicationState(uuid: string): ApplicationState & { refresh: () => Promise<void> } {
  const [state, setState] = useState<ApplicationState>({ phase: 'busy', application: null, profile: null });
  const setHeaderApplication = useSetAtom(applicationAtom);
  const controller = useRef<AbortController | null>(null);

  const refresh = useCallback(async () => {
    controller.current?.abort();
    const run = new AbortController();
    controller.current = run;
    setState((s) => ({ ...s, phase: 'busy', error: undefined }));
    try {
      const [first, profile] = await Promise.all([fetchApplication(uuid), fetchProfile()]);
      run.signal.throwIfAborted();
      setHeaderApplication({ uuid: first.uuid, loanNumber: first.loanNumber });
      setState((s) => ({ ...s, application: first, profile }));
      const settled = await settleApplication(routingData.statuses, first, {
        fetchStatus: async () => (await fetchBorrowerStatus(uuid)).status,
        fetchApplication: () => fetchApplication(uuid),
        sleep: abortableSleep(run.signal),
        signal: run.signal,
      }, (application) => interruptsWait(routingData, { application: application as unknown as Record<string, unknown>, profile: profile as unknown as Record<string, unknown> }));
      setState({
        phase: 'ready', application: settled.application, profile,
        statusOverride: settled.because === 'give-up' ? settled.status : undefined,
      });
    } catch (error) {
      if (run.signal.aborted) return;
      if (error instanceof ApiError && error.status === 404) {
        setHeaderApplication(null);
        setState({ phase: 'not-found', application: null, profile: null });
      } else if (error instanceof ApiError && isAuthFailure(error)) return;
      else setState((s) => ({ ...s, phase: 'error', error: (error as Error).message }));
    }
  }, [uuid, setHeaderApplication]);

  useEffect(() => {
    setState({ phase: 'busy', application: null, profile: null });
    void refresh();
    return () => controller.current?.abort();
  }, [refresh]);

  return { ...state, refresh };
}
