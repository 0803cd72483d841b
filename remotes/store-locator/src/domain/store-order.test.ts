import type { Store } from '@iper/contracts';
import { NEARBY_DISTANCE_KM } from './distance';
import { toStoreCard } from './store-card';
import { locateStores, nearbyStores, orderStores } from './store-order';

const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({ giorno, orario: '08:30-21:00' }));

function store(id: string, nome: string, lat: number, lng: number): Store {
  return {
    id,
    nome,
    indirizzo: 'Via Roma 1',
    citta: 'Milano',
    provincia: 'MI',
    cap: '20100',
    position: { lat, lng },
    orari: week,
    telefono: '02 9358 1100',
    slug: nome.toLowerCase().replace(/\s+/g, '-'),
    yext: `IPR${id}`,
    iperstation: [],
    tipo: 'hypermarket',
  };
}

const arese = store('00101', 'Iper Arese', 45.5538, 9.0431);
const portello = store('00102', 'Iper Milano Portello', 45.4876, 9.1497);
const rozzano = store('00103', 'Iper Rozzano', 45.3806, 9.1622);
const verona = store('00121', 'Iper Verona', 45.4009, 10.9853);
const brembate = store('00110', 'Iper Brembate', 45.6035, 9.5564);
const all = [verona, rozzano, portello, arese, brembate];
const duomo = { lat: 45.4642, lng: 9.19 };

const titles = (entries: { store: Store }[]) => entries.map((entry) => entry.store.nome);

describe('store list order (SPEC §4)', () => {
  it('orders by title when there is no position', () => {
    expect(titles(locateStores(all))).toEqual([
      'Iper Arese',
      'Iper Brembate',
      'Iper Milano Portello',
      'Iper Rozzano',
      'Iper Verona',
    ]);
  });

  it('puts the nearest first once a position is known, keeping only stores within 20 km', () => {
    const located = locateStores(all, { origin: duomo, radiusKm: NEARBY_DISTANCE_KM });
    expect(titles(located)).toEqual(['Iper Milano Portello', 'Iper Rozzano', 'Iper Arese']);
    expect(located.map((entry) => Math.round(entry.distance!))).toEqual([4, 10, 15]);
  });

  it('puts the favourite first and the selected store second, wherever they are', () => {
    const located = locateStores(all, {
      origin: duomo,
      radiusKm: NEARBY_DISTANCE_KM,
      favouriteStoreId: verona.id,
      selectedStoreId: arese.id,
    });
    expect(titles(located)).toEqual([
      'Iper Verona',
      'Iper Arese',
      'Iper Milano Portello',
      'Iper Rozzano',
    ]);
  });

  it('breaks distance ties by title, ignoring accents and case', () => {
    const a = store('1', 'iper Cantù', 45, 9);
    const b = store('2', 'Iper Cantello', 45, 9);
    expect(
      titles(
        orderStores([
          { store: a, distance: 3 },
          { store: b, distance: 3 },
        ]),
      ),
    ).toEqual(['Iper Cantello', 'iper Cantù']);
  });

  it('keeps every store, measured, when the radius is lifted', () => {
    expect(locateStores(all, { origin: duomo, radiusKm: null })).toHaveLength(5);
  });

  it('finds the nearby stores of a store, itself left out', () => {
    expect(titles(nearbyStores(all, portello, NEARBY_DISTANCE_KM))).toEqual([
      'Iper Arese',
      'Iper Rozzano',
    ]);
  });
});

describe('store card (SPEC §3)', () => {
  it('derives the card fields from a store', () => {
    const card = toStoreCard(
      { store: arese, distance: 14.33 },
      { now: new Date(2026, 10, 23, 10), selectedStoreId: arese.id, isLoggedIn: false },
    );
    expect(card).toMatchObject({
      id: '00101',
      title: 'Iper Arese',
      address: 'Via Roma 1, 20100 Milano (MI)',
      distanceLabel: '14 km',
      closingHours: '21:00',
      toStore: '/punti-vendita/iper-arese',
      isSelected: true,
      favouriteButton: false,
      phoneNumber: '02 9358 1100',
      phoneHref: 'tel:+390293581100',
      yext: 'IPR00101',
    });
    expect(card.hours[0]).toMatchObject({ name: 'Lunedì', isToday: true });
  });

  it('offers the favourite button only to a logged-in user', () => {
    expect(
      toStoreCard(
        { store: arese, distance: undefined },
        { now: new Date(2026, 10, 23, 10), isLoggedIn: true },
      ).favouriteButton,
    ).toBe(true);
  });
});
