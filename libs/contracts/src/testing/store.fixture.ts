import type { Store } from '../stores';

/**
 * Iper Arese as the stores API lists it: the one store every test starts from (import it from
 * `@iper/contracts/src/testing/store.fixture`), spread with what a test is about.
 */
export const IPER_ARESE: Store = {
  id: '00101',
  nome: 'Iper Arese',
  indirizzo: 'Via Luraghi 11',
  citta: 'Arese',
  provincia: 'MI',
  cap: '20044',
  position: { lat: 45.55, lng: 9.04 },
  orari: [],
  telefono: '02 1',
  slug: 'iper-arese',
  yext: 'IPR00101',
  iperstation: [],
  tipo: 'hypermarket',
};
