import {
  findFuelRecord,
  formatFuelPrice,
  fuelEntries,
  fuelRecordKey,
  parseFuelPrice,
} from './fuel';

const records = [
  {
    id: '00101',
    benzina: '1.789 €/L',
    diesel: '1.699 €/L',
    metano: '1.419 €/Kg',
    aggiornamento: '2026-11-22T06:00:00Z',
  },
  { id: '00990', benzina: '1.799 €/L', aggiornamento: '2026-11-22T06:00:00Z' },
];

describe('fuel price matching', () => {
  it("strips the 'IPR' prefix and zero-pads to 5 digits", () => {
    expect(fuelRecordKey('IPR00101')).toBe('00101');
    expect(fuelRecordKey('101')).toBe('00101');
    expect(fuelRecordKey('00101')).toBe('00101');
  });

  it('matches a record to a store by its id or its yext id', () => {
    expect(findFuelRecord({ id: '101', yext: 'IPR00101' }, records)?.id).toBe('00101');
    expect(findFuelRecord({ id: 'x', yext: 'IPR00990' }, records)?.id).toBe('00990');
    expect(findFuelRecord({ id: '00102', yext: 'IPR00102' }, records)).toBeUndefined();
  });
});

describe('fuel entries', () => {
  it("replaces the euro sign with 'euro' and lowercases the unit", () => {
    expect(parseFuelPrice('1.419 €/Kg')).toEqual({ prezzo: 1.419, tipo_prezzo: 'euro/kg' });
    expect(parseFuelPrice('1,789 €/L')).toEqual({ prezzo: 1.789, tipo_prezzo: 'euro/l' });
  });

  it('lists the fuels of a record in SPEC order, skipping those without a price', () => {
    const entries = fuelEntries(records[0], { Benzina: '/benzina.svg' });
    expect(entries.map((entry) => entry.nome)).toEqual(['Benzina', 'Diesel', 'Metano']);
    expect(entries[0]).toEqual({
      nome: 'Benzina',
      prezzo: 1.789,
      tipo_prezzo: 'euro/l',
      immagine: '/benzina.svg',
    });
    expect(fuelEntries(undefined)).toEqual([]);
  });

  it('formats a price the Italian way', () => {
    expect(formatFuelPrice({ prezzo: 1.789, tipo_prezzo: 'euro/l' })).toBe('1,789 euro/l');
  });
});
