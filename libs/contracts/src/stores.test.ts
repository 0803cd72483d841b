import { StoreSchema, StoresQuerySchema } from './stores';

const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({ giorno, orario: '08:30-21:00' }));
const store = {
  id: '00101',
  nome: 'Iper Arese',
  indirizzo: 'Via Luraghi 11',
  citta: 'Arese',
  provincia: 'MI',
  cap: '20044',
  position: { lat: 45.55, lng: 9.04 },
  orari: week,
  telefono: '02 9358 1100',
  slug: 'iper-arese',
  yext: 'IPR00101',
  iperstation: ['Benzina'],
  tipo: 'hypermarket',
};

describe('the store contract', () => {
  it('accepts a store with seven days of hours', () => {
    expect(StoreSchema.parse(store)).toEqual(store);
  });

  it("accepts a closed day as empty hours and refuses hours that are not 'from-to'", () => {
    expect(
      StoreSchema.safeParse({ ...store, orari: week.map((d) => ({ ...d, orario: '' })) }).success,
    ).toBe(true);
    expect(
      StoreSchema.safeParse({ ...store, orari: week.map((d) => ({ ...d, orario: '8-21' })) })
        .success,
    ).toBe(false);
  });

  it('refuses a week that is not seven days long', () => {
    expect(StoreSchema.safeParse({ ...store, orari: week.slice(1) }).success).toBe(false);
  });

  it('normalises the province filter to upper case and refuses unknown keys', () => {
    expect(StoresQuerySchema.parse({ provincia: 'mi' })).toEqual({ provincia: 'MI' });
    expect(StoresQuerySchema.safeParse({ citta: 'Arese' }).success).toBe(false);
  });
});
