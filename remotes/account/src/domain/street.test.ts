import { joinStreet, splitStreet } from './street';

describe('the street and its toponym (dug)', () => {
  it('splits the toponym off the street name', () => {
    expect(splitStreet('via Giuseppe  Verdi')).toEqual({ dug: 'Via', address: 'Giuseppe Verdi' });
    expect(splitStreet('Corso Buenos Aires')).toEqual({ dug: 'Corso', address: 'Buenos Aires' });
  });

  it('keeps a street without a toponym whole', () => {
    expect(splitStreet('Galleria')).toEqual({ dug: '', address: 'Galleria' });
    expect(splitStreet('Strada Statale 11')).toEqual({ dug: 'Strada', address: 'Statale 11' });
    expect(splitStreet('Borgonuovo 3')).toEqual({ dug: '', address: 'Borgonuovo 3' });
  });

  it('joins them back', () => {
    expect(joinStreet('Via', 'Roma')).toBe('Via Roma');
    expect(joinStreet(null, 'Roma')).toBe('Roma');
  });
});
