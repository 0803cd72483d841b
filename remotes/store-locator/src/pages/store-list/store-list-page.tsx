import {
  selectStore,
  useFavouriteStoreId,
  useSelectedStoreId,
  useSession,
  type AppDispatch,
} from '@iper/api';
import type { Place } from '@iper/contracts';
import { EmptyState, ErrorPanel, Loading } from '@iper/design-system';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useSearchParams } from 'react-router';
import {
  useStoreList,
  useStoresFuelPricesQuery,
  useStoresSaveFavouriteStoreMutation,
} from '../../api/store-locator-api';
import { NEARBY_DISTANCE_KM, type LatLng } from '../../domain/distance';
import { indexFuelRecords, fuelRecordKey } from '../../domain/fuel';
import { storesWallClock } from '../../domain/opening-hours';
import { toStoreCard } from '../../domain/store-card';
import { STORE_FILTERS, storeFilter } from '../../domain/store-filters';
import { locateStores } from '../../domain/store-order';
import { useGeolocation } from '../../features/geolocation/use-geolocation';
import { PlaceSearch, placeLabel } from '../../features/place-search/place-search';
import { StoreCard } from '../../features/store-card/store-card';
import type { MapMarkerItem } from '../../features/store-map/map-types';
import { StoreMap } from '../../features/store-map/store-map';
import styles from './store-list-page.module.css';

interface Origin {
  position: LatLng;
  /** What the shopper searched ('Arese (MI) 20044'), or none for their own position. */
  place?: string;
}

/** A searched place lives in the address (?luogo=&lat=&lng=), so it can be shared and reloaded. */
function originFromParams(params: URLSearchParams): Origin | undefined {
  const lat = Number(params.get('lat'));
  const lng = Number(params.get('lng'));
  if (!params.get('lat') || !params.get('lng') || !Number.isFinite(lat) || !Number.isFinite(lng))
    return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  return { position: { lat, lng }, place: params.get('luogo') ?? undefined };
}

/** /punti-vendita: list and map of the stores, by kind, near a place or the shopper. */
export function Component() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const [params, setParams] = useSearchParams();
  const filter = storeFilter(params.get('tipo'));
  const placeOrigin = useMemo(() => originFromParams(params), [params]);
  const geolocation = useGeolocation();
  const [useOwnPosition, setUseOwnPosition] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [activeId, setActiveId] = useState<string>();
  const [markerToFocus, setMarkerToFocus] = useState<{ id: string }>();

  const origin: Origin | undefined =
    useOwnPosition && geolocation.position ? { position: geolocation.position } : placeOrigin;

  const { data: stores, isLoading, isError, refetch } = useStoreList(filter.list);
  const { data: fuelRecords } = useStoresFuelPricesQuery(undefined, {
    skip: filter.id !== 'distributori',
  });
  const fuelIndex = useMemo(() => indexFuelRecords(fuelRecords ?? []), [fuelRecords]);
  const selectedStoreId = useSelectedStoreId();
  const favouriteStoreId = useFavouriteStoreId();
  const { isLoggedIn } = useSession();
  const [saveFavourite] = useStoresSaveFavouriteStoreMutation();

  const cards = useMemo(() => {
    const located = locateStores(stores ?? [], {
      origin: origin?.position,
      radiusKm: showAll ? null : NEARBY_DISTANCE_KM,
      selectedStoreId,
      favouriteStoreId,
    });
    const now = storesWallClock();
    return located.map((entry) =>
      toStoreCard(entry, { now, selectedStoreId, favouriteStoreId, isLoggedIn }),
    );
  }, [stores, origin?.position, showAll, selectedStoreId, favouriteStoreId, isLoggedIn]);

  const markers = useMemo<MapMarkerItem[]>(
    () =>
      cards.map((card) => ({
        id: card.id,
        title: card.title,
        position: card.position,
        isSelected: card.isSelected,
        isActive: card.id === activeId,
      })),
    [cards, activeId],
  );

  // Moving between map and list keeps focus where the shopper looks.
  // (a new object per request, so asking twice for the same store focuses it twice)
  useEffect(() => {
    if (!markerToFocus) return;
    // The map may first have to bring the marker into view (out of sight, or in a cluster).
    let tries = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const focus = () => {
      const marker = document.querySelector<HTMLElement>(
        `[data-marker-id="${CSS.escape(markerToFocus.id)}"]`,
      );
      if (marker) {
        marker.focus();
        setMarkerToFocus(undefined);
      } else if (tries++ < 5) timer = setTimeout(focus, 30);
    };
    focus();
    return () => clearTimeout(timer);
  }, [markerToFocus, markers]);

  const showInList = useCallback((id: string) => {
    setMarkerToFocus(undefined);
    setActiveId(id);
    const card = document.getElementById(`store-card-${id}`);
    card?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
    card?.focus({ preventScroll: true });
  }, []);

  const showOnMap = useCallback((id: string) => {
    setActiveId(id);
    setMarkerToFocus({ id });
  }, []);

  const choosePlace = (place: Place) => {
    setUseOwnPosition(false);
    setShowAll(false);
    const next = new URLSearchParams(params);
    next.set('luogo', placeLabel(place));
    next.set('lat', String(place.position.lat));
    next.set('lng', String(place.position.lng));
    setParams(next, { replace: true });
  };

  const chooseFilter = (id: string) => {
    const next = new URLSearchParams(params);
    if (id === STORE_FILTERS[0].id) next.delete('tipo');
    else next.set('tipo', id);
    setActiveId(undefined);
    setParams(next, { replace: true });
  };

  const locate = () => {
    setUseOwnPosition(true);
    setShowAll(false);
    geolocation.locate();
  };

  const canSelect =
    filter.list === 'yext' || filter.list === 'iper-stations' || filter.list === 'restaurants';
  const originText =
    origin?.place ??
    (origin
      ? intl.formatMessage({
          id: 'storeLocator.storeList.yourPosition',
          defaultMessage: 'la tua posizione',
        })
      : undefined);

  return (
    <>
      <h1>
        <FormattedMessage id="storeLocator.storeList.title" defaultMessage="Punti vendita" />
      </h1>
      <p className={styles.intro}>
        <FormattedMessage
          id="storeLocator.storeList.intro"
          defaultMessage="Trova l'ipermercato Iper più vicino a te: orari di oggi, indirizzo e contatti, distributori, pet food, Iper Drive e ristoranti."
        />{' '}
        <Link to="/punti-vendita/punti-ristorazione">
          <FormattedMessage
            id="storeLocator.storeList.restaurantsLink"
            defaultMessage="Tutti i punti ristorazione"
          />
        </Link>
      </p>

      <div
        role="search"
        className={styles.search}
        aria-label={intl.formatMessage({
          id: 'storeLocator.storeList.searchLabel',
          defaultMessage: 'Cerca un punto vendita',
        })}
      >
        <PlaceSearch onSelect={choosePlace} initialText={placeOrigin?.place ?? ''} />
        <div className={styles.locate}>
          <button
            type="button"
            className={styles.locateButton}
            onClick={locate}
            aria-busy={geolocation.status === 'locating' || undefined}
          >
            <FormattedMessage
              id="storeLocator.storeList.useMyPosition"
              defaultMessage="Usa la mia posizione"
            />
          </button>
          <p className={styles.locateStatus} role="status">
            {useOwnPosition && geolocation.status === 'locating' && (
              <FormattedMessage
                id="storeLocator.storeList.locating"
                defaultMessage="Stiamo cercando la tua posizione…"
              />
            )}
            {useOwnPosition && geolocation.status === 'denied' && (
              <FormattedMessage
                id="storeLocator.storeList.geoDenied"
                defaultMessage="Non hai concesso l'accesso alla tua posizione: cerca un comune o un CAP."
              />
            )}
            {useOwnPosition && geolocation.status === 'unavailable' && (
              <FormattedMessage
                id="storeLocator.storeList.geoUnavailable"
                defaultMessage="Non riusciamo a trovare la tua posizione: cerca un comune o un CAP."
              />
            )}
          </p>
        </div>
      </div>

      <fieldset className={styles.filters}>
        <legend className={styles.legend}>
          <FormattedMessage
            id="storeLocator.storeList.filtersLegend"
            defaultMessage="Tipo di punto vendita"
          />
        </legend>
        <div className={styles.filterOptions}>
          {STORE_FILTERS.map((option) => (
            <label
              key={option.id}
              className={option.id === filter.id ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            >
              <input
                type="radio"
                name="tipo"
                value={option.id}
                checked={option.id === filter.id}
                onChange={() => chooseFilter(option.id)}
                className={styles.radio}
              />
              {option.label}
            </label>
          ))}
        </div>
      </fieldset>

      <h2 className={styles.resultsTitle} aria-live="polite">
        {stores &&
          (originText && !showAll ? (
            <FormattedMessage
              id="storeLocator.storeList.countNear"
              defaultMessage="{count, plural, =0 {Nessun punto vendita} one {# punto vendita} other {# punti vendita}} entro {radius} km da {origin}"
              values={{ count: cards.length, radius: NEARBY_DISTANCE_KM, origin: originText }}
            />
          ) : (
            <FormattedMessage
              id="storeLocator.storeList.count"
              defaultMessage="{count, plural, =0 {Nessun punto vendita} one {# punto vendita} other {# punti vendita}}"
              values={{ count: cards.length }}
            />
          ))}
      </h2>

      {isLoading && <Loading />}
      {isError && <ErrorPanel onRetry={() => void refetch()} />}
      {stores && (
        <div className={styles.layout}>
          <div className={styles.mapColumn}>
            <StoreMap
              markers={markers}
              onMarkerPress={showInList}
              userPosition={origin?.position}
              label={intl.formatMessage({
                id: 'storeLocator.storeList.mapLabel',
                defaultMessage: 'Mappa dei punti vendita',
              })}
            />
          </div>
          <div className={styles.listColumn}>
            {cards.length === 0 ? (
              <EmptyState
                title={
                  <FormattedMessage
                    id="storeLocator.storeList.empty"
                    defaultMessage="Nessun punto vendita trovato"
                  />
                }
                text={
                  originText ? (
                    <FormattedMessage
                      id="storeLocator.storeList.emptyNear"
                      defaultMessage="Non ci sono punti vendita di questo tipo entro {radius} km da {origin}."
                      values={{ radius: NEARBY_DISTANCE_KM, origin: originText }}
                    />
                  ) : (
                    <FormattedMessage
                      id="storeLocator.storeList.emptyKind"
                      defaultMessage="Non ci sono punti vendita di questo tipo."
                    />
                  )
                }
              >
                {originText && (
                  <button type="button" className={styles.showAll} onClick={() => setShowAll(true)}>
                    <FormattedMessage
                      id="storeLocator.storeList.showAll"
                      defaultMessage="Mostra tutti, dal più vicino"
                    />
                  </button>
                )}
              </EmptyState>
            ) : (
              <ul
                className={styles.list}
                aria-label={intl.formatMessage({
                  id: 'storeLocator.storeList.listLabel',
                  defaultMessage: 'Elenco dei punti vendita',
                })}
              >
                {cards.map((card) => (
                  <li key={card.id}>
                    <StoreCard
                      card={card}
                      isActive={card.id === activeId}
                      canSelect={canSelect}
                      fuelRecord={
                        filter.id === 'distributori'
                          ? fuelIndex.get(fuelRecordKey(card.id))
                          : undefined
                      }
                      onSelect={(id) => void dispatch(selectStore(id))}
                      onShowOnMap={showOnMap}
                      onSetFavourite={(id) => void saveFavourite(id)}
                    />
                  </li>
                ))}
              </ul>
            )}
          </div>
        </div>
      )}
    </>
  );
}
