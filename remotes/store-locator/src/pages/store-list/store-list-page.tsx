import {
  selectStore,
  useFavouriteStoreId,
  useSelectedStoreId,
  useSession,
  type AppDispatch,
} from '@iper/api';
import { PLACE_QUERY_LENGTH, type Place } from '@iper/contracts';
import { EmptyState, ErrorPanel, HydratedApart, Loading, useSiteNow } from '@iper/design-system';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Link, useLocation, useSearchParams } from 'react-router';
import {
  useStoreList,
  useStoresFuelPricesQuery,
  useStoresPlacesQuery,
  useStoresSaveFavouriteStoreMutation,
} from '../../api/store-locator-api';
import { NEARBY_DISTANCE_KM } from '../../domain/distance';
import { indexFuelRecords, fuelRecordKey } from '../../domain/fuel';
import { storesWallClock } from '../../domain/opening-hours';
import { toStoreCard } from '../../domain/store-card';
import { STORE_FILTERS, storeFilter } from '../../domain/store-filters';
import { locateStores } from '../../domain/store-order';
import { useGeolocation } from '../../features/geolocation/use-geolocation';
import actions from '../../features/store-actions/store-actions.module.css';
import { placeLabel } from '../../features/place-search/place-search';
import { StoreCard } from '../../features/store-card/store-card';
import type { MapMarkerItem } from '../../features/store-map/map-types';
import { StoreMap } from '../../features/store-map/store-map';
import { originFromParams, searchedText, type Origin } from './search-origin';
import { StoreFilterChips } from './store-filter-chips';
import styles from './store-list-page.module.css';
import { StoreSearch } from './store-search';
import { useMapListFocus } from './use-map-list-focus';

/** /punti-vendita: list and map of the stores, by kind, near a place or the shopper. */
export function Component() {
  const intl = useIntl();
  const dispatch = useDispatch<AppDispatch>();
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const filter = storeFilter(params.get('tipo'));
  const pointOrigin = useMemo(() => originFromParams(params), [params]);
  // Typed text with no place chosen (the form sent without the app, or Enter on no suggestion):
  // the first place it names, as the suggestions would list it first.
  const text = pointOrigin ? '' : searchedText(params);
  const searchable = text.length >= PLACE_QUERY_LENGTH.min;
  const { data: textPlaces, isFetching: findingText } = useStoresPlacesQuery(text, {
    skip: !searchable,
  });
  const textPlace = searchable && !findingText ? textPlaces?.[0] : undefined;
  const placeOrigin: Origin | undefined =
    pointOrigin ??
    (textPlace ? { position: textPlace.position, place: placeLabel(textPlace) } : undefined);
  const placeNotFound = Boolean(
    text && (!searchable || (textPlaces && !findingText && !textPlace)),
  );
  const geolocation = useGeolocation();
  const [useOwnPosition, setUseOwnPosition] = useState(false);
  const [showAll, setShowAll] = useState(false);
  const [activeId, setActiveId] = useState<string>();

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
  const siteNow = useSiteNow();

  const cards = useMemo(() => {
    const located = locateStores(stores ?? [], {
      origin: origin?.position,
      radiusKm: showAll ? null : NEARBY_DISTANCE_KM,
      selectedStoreId,
      favouriteStoreId,
    });
    const now = storesWallClock(siteNow);
    return located.map((entry) =>
      toStoreCard(entry, { now, selectedStoreId, favouriteStoreId, isLoggedIn }),
    );
  }, [stores, origin?.position, showAll, selectedStoreId, favouriteStoreId, isLoggedIn, siteNow]);

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

  const { showInList, showOnMap } = useMapListFocus(markers, setActiveId);

  const choosePlace = (place: Place) => {
    setUseOwnPosition(false);
    setShowAll(false);
    const next = new URLSearchParams(params);
    next.set('luogo', placeLabel(place));
    next.set('lat', String(place.position.lat));
    next.set('lng', String(place.position.lng));
    setParams(next, { replace: true });
  };

  const searchText = (typed: string) => {
    setUseOwnPosition(false);
    setShowAll(false);
    const next = new URLSearchParams(params);
    next.delete('lat');
    next.delete('lng');
    if (typed) next.set('luogo', typed);
    else next.delete('luogo');
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

      <StoreSearch
        // A new field when the search changes (the list's place, or text that named one).
        key={placeOrigin?.place ?? text}
        initialText={placeOrigin?.place ?? text}
        kind={filter.id === STORE_FILTERS[0].id ? undefined : filter.id}
        onSelect={choosePlace}
        onSearchText={searchText}
        onLocate={locate}
        locating={geolocation.status === 'locating'}
        status={useOwnPosition ? geolocation.status : undefined}
      />

      {placeNotFound && (
        <p className={styles.notFound} role="status">
          <FormattedMessage
            id="storeLocator.storeList.placeNotFound"
            defaultMessage="Non troviamo «{text}» tra i comuni italiani: prova con un altro comune o con il CAP."
            values={{ text }}
          />
        </p>
      )}

      <StoreFilterChips
        selected={filter.id}
        onChoose={chooseFilter}
        action={pathname}
        keep={Object.fromEntries([...params].filter(([name]) => name !== 'tipo'))}
      />

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
                  <button
                    type="button"
                    className={actions.primary}
                    onClick={() => setShowAll(true)}
                  >
                    <FormattedMessage
                      id="storeLocator.storeList.showAll"
                      defaultMessage="Mostra tutti, dal più vicino"
                    />
                  </button>
                )}
              </EmptyState>
            ) : (
              // Hydrated apart (a commit of its own: 27 cards were most of one 30 ms commit);
              // nothing in a card suspends once shown.
              <HydratedApart>
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
              </HydratedApart>
            )}
          </div>
        </div>
      )}
    </>
  );
}
