import { nextPoll, type StatusLists } from '../../engine/core';
import type { Application } from '../api/registration-api';

/** How the poll reads the server: the cheap status call, the full application, and a sleep that ends early on abort. */
export interface SettleCalls {
  fetchStatus: () => Promise<string>;
  fetchApplication: () => Promise<Application>;
  sleep: (ms: number) => Promise<void>;
  signal?: AbortSignal;
}

/** The application once the server is no longer working on it, and the status to route with (UNKNOWN after giving up). */
export interface Settled {
  application: Application;
  status: string;
  because: 'route' | 'give-up';
}

/**
 * Polls an application while its server status is in progress (registration §4 "Server-status polling", §9): the
 * engine's nextPoll says wait (back-off), route, or give up; between waits the cheap borrower-status call is read, and
 * the application is read again only when the status changed. The first read (the application given) is attempt 1.
 * `interrupts` (engine interruptsWait) stops the wait on an in-progress status that routes at once (an open condition
 * holding the application). Throws the calls' errors, and an AbortError when `signal` is aborted.
 */
export async function settleApplication(
  statuses: StatusLists, application: Application, calls: SettleCalls, interrupts: (application: Application) => boolean = () => false,
): Promise<Settled> {
  let current = application;
  let status = current.status.checklistStatus;
  for (let attempt = 1; ; attempt += 1) {
    const step = nextPoll(statuses, status, attempt);
    if (step.kind === 'route') return { application: current, status, because: 'route' };
    if (step.kind === 'give-up') return { application: current, status: step.status, because: 'give-up' };
    if (interrupts(current)) return { application: current, status, because: 'route' };
    await calls.sleep(step.delayMs);
    calls.signal?.throwIfAborted();
    const polled = await calls.fetchStatus();
    calls.signal?.throwIfAborted();
    if (polled !== status) {
      current = await calls.fetchApplication();
      calls.signal?.throwIfAborted();
      status = current.status.checklistStatus;
    }
  }
}

/** A sleep that resolves after `ms`, or at once when the signal aborts. */
export function abortableSleep(signal: AbortSignal): (ms: number) => Promise<void> {
  return (ms) => new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
