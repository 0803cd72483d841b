import type { LatLng } from '../../domain/distance';

/** A store on the map; the list shows the same stores in the same order. */
export interface MapMarkerItem {
  id: string;
  title: string;
  position: LatLng;
  /** The shopper's store (SPEC §4 selection). */
  isSelected: boolean;
  /** The store last picked on the map or in the list: highlighted on both. */
  isActive: boolean;
}

export interface StoreMapProps {
  markers: MapMarkerItem[];
  /** A marker was pressed: show that store in the list. */
  onMarkerPress: (id: string) => void;
  userPosition?: LatLng;
  /** Accessible name of the map region. */
  label: string;
}
