import { useEffect, useState } from 'react';

/** What is left until an instant: whole days and hours, and whether it has passed. */
export interface Remaining {
  days: number;
  hours: number;
  ended: boolean;
}

const HOUR_MS = 3_600_000;

/** The days and hours left from `now` until `endsAt` (ISO); ended once it has passed. Pure. */
export function remainingUntil(endsAt: string, now: number): Remaining {
  const left = Date.parse(endsAt) - now;
  if (!(left > 0)) return { days: 0, hours: 0, ended: true };
  const hours = Math.ceil(left / HOUR_MS);
  return { days: Math.floor(hours / 24), hours: hours % 24, ended: false };
}

/** The time left until `endsAt`, re-read every `tickMs` (a minute), so the page follows the clock. */
export function useCountdown(endsAt: string, tickMs = 60_000): Remaining {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(Date.now()), tickMs);
    return () => window.clearInterval(timer);
  }, [tickMs]);
  return remainingUntil(endsAt, now);
}
