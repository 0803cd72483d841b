import { StoreSchema, StoresQuerySchema } from './stores';
import { IPER_ARESE } from './testing/store.fixture';

const week = [0, 1, 2, 3, 4, 5, 6].map((giorno) => ({ giorno, orario: '08:30-21:00' }));
const store = {
  ...IPER_ARESE,
  orari: week,
  telefono: '02 9358 1100',
  iperstation: ['Benzina'],
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
