import GoogleMap from 'google-maps-react-markers';
import { useIntl } from 'react-intl';
import { MarkerButton } from './map-marker';
import type { StoreMapProps } from './map-types';
import styles from './store-map.module.css';

const ITALY_CENTRE = { lat: 42.5, lng: 12.5 };

/**
 * Google Maps, only when a public key is configured (GOOGLE_MAPS_API_KEY on the server): the same
 * React marker buttons, placed by google-maps-react-markers. Loaded as its own chunk, so the
 * offline default never downloads it.
 */
export default function GoogleStoreMap({
  apiKey,
  markers,
  onMarkerPress,
  userPosition,
  label,
}: StoreMapProps & { apiKey: string }) {
  const intl = useIntl();
  const centre = userPosition ?? markers[0]?.position ?? ITALY_CENTRE;
  return (
    <div className={styles.map} role="group" aria-label={label}>
      <GoogleMap
        apiKey={apiKey}
        defaultCenter={centre}
        defaultZoom={userPosition ? 10 : 6}
        mapMinHeight="420px"
        externalApiParams={{ language: 'it', region: 'IT' }}
        options={{ clickableIcons: false, streetViewControl: false, fullscreenControl: false }}
        errorContent={intl.formatMessage({
          id: 'storeLocator.storeMap.googleError',
          defaultMessage: 'La mappa non è disponibile: usa l’elenco dei punti vendita.',
        })}
      >
        {markers.map((marker) => (
          <MarkerButton
            key={marker.id}
            lat={marker.position.lat}
            lng={marker.position.lng}
            item={marker}
            onPress={onMarkerPress}
          />
        ))}
      </GoogleMap>
    </div>
  );
}
