import { Suspense, lazy } from 'react';
import { useStoresLocatorConfigQuery } from '../../api/store-locator-api';
import type { StoreMapProps } from './map-types';
import { OfflineMap } from './offline-map';

const GoogleStoreMap = lazy(() => import('./google-store-map'));

/**
 * The stores' map: Google Maps when the server says a key is configured, else (the default, and
 * whenever the configuration cannot be read) the offline map of Italy with the same markers.
 */
export function StoreMap(props: StoreMapProps) {
  const { data: config } = useStoresLocatorConfigQuery();
  if (config?.maps.provider === 'google') {
    return (
      <Suspense fallback={<OfflineMap {...props} />}>
        <GoogleStoreMap apiKey={config.maps.apiKey} {...props} />
      </Suspense>
    );
  }
  return <OfflineMap {...props} />;
}
