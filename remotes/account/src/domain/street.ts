/** Toponyms that open an Italian street name: the subscription payload's `dug`. */
export const DUG_WORDS = [
  'Via',
  'Viale',
  'Piazza',
  'Piazzale',
  'Corso',
  'Largo',
  'Vicolo',
  'Strada',
  'Contrada',
  'Località',
  'Borgo',
  'Lungomare',
  'Galleria',
];

/** 'via Giuseppe Verdi' → { dug: 'Via', address: 'Giuseppe Verdi' }; without a toponym, dug is ''. */
export function splitStreet(street: string): { dug: string; address: string } {
  const trimmed = street.trim().replace(/\s+/g, ' ');
  const [first = '', ...rest] = trimmed.split(' ');
  const dug = DUG_WORDS.find(
    (word) => word.toLocaleLowerCase('it') === first.toLocaleLowerCase('it'),
  );
  return dug && rest.length > 0 ? { dug, address: rest.join(' ') } : { dug: '', address: trimmed };
}

export function joinStreet(dug: string | null, street: string | null): string {
  return [dug, street].filter(Boolean).join(' ');
}
