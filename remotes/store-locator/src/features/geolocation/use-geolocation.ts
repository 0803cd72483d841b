import { useCallback, useState } from 'react';
import type { LatLng } from '../../domain/distance';

export type GeolocationStatus = 'idle' | 'locating' | 'located' | 'denied' | 'unavailable';

export interface GeolocationState {
  status: GeolocationStatus;
  position: LatLng | undefined;
  locate: () => void;
}

/**
 * The browser's position, asked only when the shopper presses 'use my position'. Denied or
 * unavailable (SPEC §8): no position, so no distances, and the page goes on working.
 */
export function useGeolocation(): GeolocationState {
  const [status, setStatus] = useState<GeolocationStatus>('idle');
  const [position, setPosition] = useState<LatLng>();

  const locate = useCallback(() => {
    const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
    if (!geolocation) {
      setPosition(undefined);
      setStatus('unavailable');
      return;
    }
    setStatus('locating');
    geolocation.getCurrentPosition(
      (result) => {
        setPosition({ lat: result.coords.latitude, lng: result.coords.longitude });
        setStatus('located');
      },
      (error) => {
        setPosition(undefined);
        setStatus(error.code === error.PERMISSION_DENIED ? 'denied' : 'unavailable');
      },
      { enableHighAccuracy: false, timeout: 10_000, maximumAge: 300_000 },
    );
  }, []);

  return { status, position, locate };
}
