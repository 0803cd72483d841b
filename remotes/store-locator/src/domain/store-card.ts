import type { Store } from '@iper/contracts';
import { formatDistance, type LatLng } from './distance';
import { rotatedWeek, todayStatus, type DayHours, type TodayStatus } from './opening-hours';
import type { LocatedStore } from './store-order';

/** SPEC §3 Store card: the fields a store shows in the list, derived from the store. */
export interface StoreCard {
  id: string;
  title: string;
  address: string;
  position: LatLng;
  /** km from the shopper; undefined without a position. */
  distance: number | undefined;
  distanceLabel: string | undefined;
  /** The week, today first. */
  hours: DayHours[];
  /** Today's closing time ('21:00'); undefined when closed today. */
  closingHours: string | undefined;
  status: TodayStatus;
  toStore: string;
  isSelected: boolean;
  isFavourite: boolean;
  /** Whether to offer the favourite button: only to a logged-in user. */
  favouriteButton: boolean;
  phoneNumber: string;
  /** tel: link of the phone number. */
  phoneHref: string;
  yext: string;
  store: Store;
}

export interface CardContext {
  /** The stores' wall clock (storesWallClock) the card's open or closed status is read at. */
  now: Date;
  selectedStoreId?: string | null;
  favouriteStoreId?: string | null;
  isLoggedIn?: boolean;
}

export function fullAddress(
  store: Pick<Store, 'indirizzo' | 'cap' | 'citta' | 'provincia'>,
): string {
  return `${store.indirizzo}, ${store.cap} ${store.citta} (${store.provincia})`;
}

/** tel: with the Italian prefix and no spaces ('02 9358 1100' → 'tel:+390293581100'). */
export function phoneHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '');
  return `tel:${digits.startsWith('+') ? digits : `+39${digits}`}`;
}

/** A plain link the shopper clicks: Google Maps directions to the store (no call is made by us). */
export function directionsUrl(store: Pick<Store, 'position'>): string {
  return `https://www.google.com/maps/dir/?api=1&destination=${store.position.lat},${store.position.lng}`;
}

export function toStoreCard({ store, distance }: LocatedStore, context: CardContext): StoreCard {
  const { now } = context;
  const specials = store.aperture_straordinarie ?? [];
  const status = todayStatus(store.orari, now, specials);
  return {
    id: store.id,
    title: store.nome,
    address: fullAddress(store),
    position: store.position,
    distance,
    distanceLabel: distance === undefined ? undefined : formatDistance(distance),
    hours: rotatedWeek(store.orari, now, specials),
    closingHours: status.closingHours,
    status,
    toStore: `/punti-vendita/${store.slug}`,
    isSelected: store.id === context.selectedStoreId,
    isFavourite: store.id === context.favouriteStoreId,
    favouriteButton: context.isLoggedIn === true,
    phoneNumber: store.telefono,
    phoneHref: phoneHref(store.telefono),
    yext: store.yext,
    store,
  };
}
