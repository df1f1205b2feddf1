import { useCallback } from 'react';
import type { SignerLocation } from '../../api/signing-api';
import { useSessionValue } from './use-session-value';

/** Where the borrower stands with sharing the device's location for the signature's evidence. */
export type LocationChoice =
  | { kind: 'undecided' }
  | { kind: 'asking' }
  | { kind: 'unavailable' }
  | { kind: 'declined' }
  | { kind: 'shared'; location: SignerLocation };

/**
 * The e-signing location (registration spec §3): asks navigator.geolocation when the borrower chooses to share,
 * records a refusal; kept over a reload of the tab (`heloc.signing.location.{uuid}`).
 */
export function useSignerLocation(uuid: string): { choice: LocationChoice; share: () => void; decline: () => void } {
  const [choice, setChoice] = useSessionValue<LocationChoice>(`heloc.signing.location.${uuid}`, { kind: 'undecided' });
  const share = useCallback(() => {
    if (!('geolocation' in navigator)) {
      setChoice({ kind: 'unavailable' });
      return;
    }
    setChoice({ kind: 'asking' });
    navigator.geolocation.getCurrentPosition(
      (position) => setChoice({ kind: 'shared', location: { latitude: position.coords.latitude, longitude: position.coords.longitude } }),
      () => setChoice({ kind: 'unavailable' }),
      { enableHighAccuracy: false, timeout: 15000, maximumAge: 600000 },
    );
  }, [setChoice]);
  const decline = useCallback(() => setChoice({ kind: 'declined' }), [setChoice]);
  return { choice, share, decline };
}
