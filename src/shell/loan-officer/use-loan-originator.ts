import { useEffect, useState } from 'react';
import { fetchLoanOriginator, type LoanOriginator } from './loan-officer-api';

/** The referrer's display information once read (null until then, or when it cannot be read). */
export function useLoanOriginator(uuid: string | null): LoanOriginator | null {
  const [originator, setOriginator] = useState<LoanOriginator | null>(null);
  useEffect(() => {
    if (!uuid) return undefined;
    let live = true;
    fetchLoanOriginator(uuid).then((o) => live && setOriginator(o), () => live && setOriginator(null));
    return () => {
      live = false;
    };
  }, [uuid]);
  return uuid && originator?.uuid === uuid ? originator : null;
}
