import { useEffect, useState } from 'react';

/** True while `on` is true and for `ms` after it turns false (registration §9: the loader hides 300 ms after loading ends). */
export function useLingering(on: boolean, ms: number): boolean {
  const [lingering, setLingering] = useState(on);
  useEffect(() => {
    if (on) {
      setLingering(true);
      return undefined;
    }
    const timer = setTimeout(() => setLingering(false), ms);
    return () => clearTimeout(timer);
  }, [on, ms]);
  return on || lingering;
}
