import { validate } from './validate';

/** Whether `value` passes `rules` (no blocking message). */
const passes = (
  rules: string,
  value: unknown,
  values: Record<string, unknown> = {},
  name?: string,
) => validate(rules, value, { values, name }).valid;

describe('generic rules (SPEC §5)', () => {
  describe('empty values', () => {
    it.each(['email', 'alpha', 'number', 'min:3', 'url', 'date_format:DD/MM/YYYY', 'accepted'])(
      '%s is skipped on an empty value, as in FormKit',
      (rules) => {
        for (const empty of ['', undefined, null, [], {}]) expect(passes(rules, empty)).toBe(true);
      },
    );

    it('a + hint runs the rule on an empty value', () => {
      expect(passes('+email', '')).toBe(false);
      expect(passes('+length:0,3', '')).toBe(true);
    });
  });

  describe('required', () => {
    it('fails on empty strings, arrays, objects, null and undefined', () => {
      for (const empty of ['', undefined, null, [], {}])
        expect(passes('required', empty)).toBe(false);
    });
    it('passes on 0, false and whitespace unless asked to trim', () => {
      expect(passes('required', 0)).toBe(true);
      expect(passes('required', false)).toBe(true);
      expect(passes('required', '  ')).toBe(true);
      expect(passes('required:trim', '  ')).toBe(false);
      expect(passes('required:trim', ' a ')).toBe(true);
    });
  });

  it('accepted takes yes, on, 1 and true only', () => {
    for (const yes of ['yes', 'on', '1', 1, true, 'true'])
      expect(passes('accepted', yes)).toBe(true);
    for (const no of ['no', 'off', '0', 0, false, 'false', 'Yes'])
      expect(passes('accepted', no)).toBe(false);
  });

  describe('alpha, alpha_spaces, alphanumeric', () => {
    it('accept Unicode letters, also typed decomposed', () => {
      expect(passes('alpha', 'Niccolò')).toBe(true);
      expect(passes('alpha', 'Niccolo\u0300')).toBe(true);
      expect(passes('alpha', 'Ελένη')).toBe(true);
      expect(passes('alpha_spaces', 'Maria Grazia')).toBe(true);
      expect(passes('alphanumeric', 'Via4Novembre')).toBe(true);
    });
    it('refuse what is not in their set', () => {
      expect(passes('alpha', "D'Angelo")).toBe(false);
      expect(passes('alpha', 'Maria Grazia')).toBe(false);
      expect(passes('alpha', 'R2')).toBe(false);
      expect(passes('alpha_spaces', 'Maria-Grazia')).toBe(false);
      expect(passes('alphanumeric', 'a b')).toBe(false);
    });
    it('the latin set allows only a to z', () => {
      expect(passes('alpha:latin', 'Nicolo')).toBe(true);
      expect(passes('alpha:latin', 'Niccolò')).toBe(false);
      expect(passes('alpha_spaces:latin', 'Ana Lia')).toBe(true);
      expect(passes('alphanumeric:latin', 'è1')).toBe(false);
    });
    it('take numbers as their digits', () => {
      expect(passes('alphanumeric', 42)).toBe(true);
      expect(passes('alpha', 42)).toBe(false);
    });
  });

  describe('between', () => {
    it('is inclusive and reads numbers typed as strings', () => {
      expect(passes('between:1,10', '1')).toBe(true);
      expect(passes('between:1,10', 10)).toBe(true);
      expect(passes('between:1,10', '10.5')).toBe(false);
      expect(passes('between:1,10', '0')).toBe(false);
    });
    it('accepts its bounds swapped', () => {
      expect(passes('between:10,1', 5)).toBe(true);
      expect(validate('between:10,1', 11).messages[0]!.text).toBe(
        'Questo campo deve essere compreso tra 1 e 10.',
      );
    });
    it('fails on blanks, words and non-numeric bounds', () => {
      expect(passes('between:1,10', ' ')).toBe(false);
      expect(passes('between:1,10', 'five')).toBe(false);
      expect(passes('between:a,10', 5)).toBe(false);
    });
  });

  describe('confirm', () => {
    it('matches the field with the _confirm suffix, loosely', () => {
      expect(passes('confirm', 'secret', { password_confirm: 'secret' }, 'password')).toBe(true);
      expect(passes('confirm', 'secret', { password_confirm: 'Secret' }, 'password')).toBe(false);
      expect(passes('confirm', '1', { pin_confirm: 1 }, 'pin')).toBe(true);
      expect(passes('confirm:pin_confirm,strict', '1', { pin_confirm: 1 }, 'pin')).toBe(false);
    });
    it('from a _confirm field looks back at the original', () => {
      expect(passes('confirm', 'a', { email: 'a' }, 'email_confirm')).toBe(true);
      expect(passes('confirm', 'a', { email: 'b' }, 'email_confirmed')).toBe(false);
    });
    it('compares with a named field', () => {
      expect(passes('confirm:password', 'x', { password: 'x' }, 'repeat')).toBe(true);
    });
  });

  describe('dates', () => {
    it('date_after and date_before compare with a date or with now', () => {
      expect(passes('date_after:2026-01-01', '2026-01-02')).toBe(true);
      expect(passes('date_after:2026-01-01', '2026-01-01')).toBe(false);
      expect(passes('date_before:2026-01-01', '31/12/2025')).toBe(true);
      expect(passes('date_before', '2000-01-01')).toBe(true);
      expect(passes('date_after', '2000-01-01')).toBe(false);
      expect(passes('date_after:2026-01-01', 'not a date')).toBe(false);
    });
    it('date_between is inclusive, accepts swapped bounds, and one date means from now', () => {
      expect(passes('date_between:2026-01-01,2026-12-31', '2026-01-01')).toBe(true);
      expect(passes('date_between:2026-12-31,2026-01-01', '22/11/2026')).toBe(true);
      expect(passes('date_between:2026-01-01,2026-12-31', '2027-01-01')).toBe(false);
      expect(passes('date_between:2999-01-01', '2000-01-01')).toBe(false);
      expect(passes('date_between:2999-01-01', '2998-01-01')).toBe(true);
      expect(passes('date_between', '2026-01-01')).toBe(false);
    });
    it('date_format checks the format and that the day exists', () => {
      expect(passes('date_format:DD/MM/YYYY', '22/11/2026')).toBe(true);
      expect(passes('date_format:DD/MM/YYYY', '2026-11-22')).toBe(false);
      expect(passes('date_format:DD/MM/YYYY', '31/02/2026')).toBe(false);
      expect(passes('date_format:DD/MM/YYYY', '29/02/2024')).toBe(true);
      expect(passes('date_format:DD/MM/YYYY', '29/02/2025')).toBe(false);
      expect(passes('date_format:D/M/YY', '1/2/26')).toBe(true);
      expect(passes('date_format:YYYY-MM-DD', '2026-11-22')).toBe(true);
      expect(passes('date_format:MM.YYYY', '11.2026')).toBe(true);
      expect(passes('date_format:MM.YYYY', '11-2026')).toBe(false);
    });
    it('date_format without a format takes any readable date', () => {
      expect(passes('date_format', '2026-11-22')).toBe(true);
      expect(passes('date_format', '22/11/2026')).toBe(true);
      expect(passes('date_format', '32/11/2026')).toBe(false);
    });
  });

  it('email takes plausible addresses only', () => {
    for (const ok of ['mario.rossi@iper.it', 'a+b@mail.co.uk', '"x y"@example.com'])
      expect(passes('email', ok)).toBe(true);
    for (const no of [
      'mario',
      'mario@iper',
      'mario@@iper.it',
      'ma rio@iper.it',
      'mario@iper.i',
      42,
    ]) {
      expect(passes('email', no)).toBe(false);
    }
  });

  it('starts_with and ends_with take any of their arguments and numbers as text', () => {
    expect(passes('starts_with:IT,SM', 'SM123')).toBe(true);
    expect(passes('starts_with:IT', 'it123')).toBe(false);
    expect(passes('ends_with:.pdf,.doc', 'cv.doc')).toBe(true);
    expect(passes('ends_with:00', 1200)).toBe(true);
    expect(passes('ends_with:00', true)).toBe(false);
    expect(passes('starts_with', 'anything')).toBe(true);
  });

  it('is and not compare with their arguments, numbers as strings', () => {
    expect(passes('is:m,f,u', 'f')).toBe(true);
    expect(passes('is:m,f,u', 'x')).toBe(false);
    expect(passes('is:25,50,100', 50)).toBe(true);
    expect(passes('not:admin,root', 'admin')).toBe(false);
    expect(passes('not:0', 0)).toBe(false);
    expect(passes('not:0', 1)).toBe(true);
  });

  describe('length', () => {
    it('counts characters, not code units, and accepts swapped bounds', () => {
      expect(passes('length:2,3', 'èà')).toBe(true);
      expect(passes('length:1,1', '😀')).toBe(true);
      expect(passes('length:10,5', 'abcdefg')).toBe(true);
      expect(passes('length:5', 'abcd')).toBe(false);
      expect(passes('length:5', 'abcdefghijkl')).toBe(true);
    });
    it('measures arrays, objects and numbers as written', () => {
      expect(passes('length:2,2', ['a', 'b'])).toBe(true);
      expect(passes('length:1,1', { a: 1, b: 2 })).toBe(false);
      expect(passes('length:13,13', 1234567890123)).toBe(true);
      expect(passes('length:1', true)).toBe(false);
    });
  });

  describe('matches', () => {
    it('tests regular expression arguments, with flags', () => {
      expect(passes('matches:/^[0-9]{5}$/', '20121')).toBe(true);
      expect(passes('matches:/^[0-9]{5}$/', '2012')).toBe(false);
      expect(passes('matches:/^(si|no)$/i', 'SI')).toBe(true);
      expect(passes('matches:/^\\d{2,3}$/', 123)).toBe(true);
    });
    it('compares plain arguments exactly', () => {
      expect(passes('matches:base,piu', 'piu')).toBe(true);
      expect(passes('matches:base,piu', 'Piu')).toBe(false);
    });
  });

  describe('min and max', () => {
    it('compare numbers, typed as strings too', () => {
      expect(passes('min:18', '18')).toBe(true);
      expect(passes('min:18', '17.9')).toBe(false);
      expect(passes('max:10', '10')).toBe(true);
      expect(passes('max:10', 11)).toBe(false);
      expect(passes('max:10', 'ten')).toBe(false);
      expect(passes('min:1', ' ')).toBe(false);
    });
    it('count the items of an array', () => {
      expect(passes('max:2', ['a', 'b', 'c'])).toBe(false);
      expect(passes('min:2', ['a', 'b'])).toBe(true);
    });
    it('default to min 1 and max 10', () => {
      expect(passes('min', 0)).toBe(false);
      expect(passes('max', 11)).toBe(false);
    });
  });

  it('number accepts numbers and numeric strings, not blanks or words', () => {
    for (const ok of [0, '12', '-1.5', '1e3', ' 7 ']) expect(passes('number', ok)).toBe(true);
    for (const no of ['1,5', 'abc', ' ', Number.NaN, true])
      expect(passes('number', no)).toBe(false);
  });

  it('url takes http and https by default, other protocols when named', () => {
    expect(passes('url', 'https://www.iper.it/punti-vendita')).toBe(true);
    expect(passes('url', 'ftp://files.iper.it')).toBe(false);
    expect(passes('url', 'www.iper.it')).toBe(false);
    expect(passes('url:ftp', 'ftp://files.iper.it')).toBe(true);
    expect(passes('url:https:', 'http://iper.it')).toBe(false);
  });

  it('refuses an unknown rule loudly', () => {
    expect(() => validate('requird', 'x')).toThrow('Unknown validation rule "requird"');
  });
});
