import { styleRef } from '@iper/design-system';
import { forwardRef } from 'react';
import { useIntl } from 'react-intl';
import styles from './store-map.module.css';
import type { MapMarkerItem } from './map-types';

export interface MarkerButtonProps {
  item: MapMarkerItem;
  onPress: (id: string) => void;
  style?: React.CSSProperties;
  /** google-maps-react-markers places its children by these props. */
  lat?: number;
  lng?: number;
}

/**
 * A store's marker: a real button (keyboard and screen readers reach it), 44 px across for touch,
 * naming the store and whether it is the shopper's.
 */
export const MarkerButton = forwardRef<HTMLButtonElement, MarkerButtonProps>(function MarkerButton(
  { item, onPress, style },
  ref,
) {
  const intl = useIntl();
  const label = intl.formatMessage(
    {
      id: 'storeLocator.storeMap.marker',
      defaultMessage:
        '{title}{selected, select, yes {, il tuo punto vendita} other {}}: mostra nell’elenco',
    },
    { title: item.title, selected: item.isSelected ? 'yes' : 'no' },
  );
  const className = [
    styles.marker,
    item.isSelected && styles.markerSelected,
    item.isActive && styles.markerActive,
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <button
      // The position goes through the CSSOM: the CSP refuses style attributes in server-rendered HTML.
      ref={(element) => {
        styleRef(style ?? {})(element);
        if (typeof ref === 'function') ref(element);
        else if (ref) ref.current = element;
      }}
      type="button"
      className={className}
      aria-label={label}
      aria-current={item.isActive ? 'true' : undefined}
      data-marker-id={item.id}
      onClick={() => onPress(item.id)}
    >
      <span className={styles.pin} aria-hidden="true" />
    </button>
  );
});
