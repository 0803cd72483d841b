import { FORM_INCOMPLETE_MESSAGE } from './messages';
import { debounceOf, isRequiredRule, validate } from './validate';

describe('validate', () => {
  it('stops at the first failing rule, as FormKit does', () => {
    expect(validate('required|email|length:20', 'x').messages.map((m) => m.rule)).toEqual([
      'email',
    ]);
  });

  it('still runs a * rule after a failure', () => {
    expect(validate('email|*length:20', 'x').messages.map((m) => m.rule)).toEqual([
      'email',
      'length',
    ]);
    expect(validate('required|*email', '').messages.map((m) => m.rule)).toEqual(['required']);
  });

  it('keeps a ? rule from blocking, but shows its message', () => {
    const result = validate('?length:8', 'short');
    expect(result.valid).toBe(true);
    expect(result.messages).toEqual([
      { rule: 'length', blocking: false, text: 'Questo campo deve contenere almeno 8 caratteri.' },
    ]);
  });

  it('is valid with no rules or an empty rule string', () => {
    expect(validate('', 'anything')).toEqual({ valid: true, messages: [] });
  });

  describe('messages', () => {
    it('name the field by its label, in Italian by default', () => {
      expect(validate('required', '', { label: 'Cognome' }).messages[0]!.text).toBe(
        'Il campo Cognome è obbligatorio.',
      );
      expect(validate('email', 'x', { label: 'Email' }).messages[0]!.text).toBe(
        'Inserisci un indirizzo email valido.',
      );
    });

    it('use the name when there is no label, and a generic subject when neither', () => {
      expect(validate('number', 'x', { name: 'cap' }).messages[0]!.text).toBe(
        'Il campo cap deve essere un numero.',
      );
      expect(validate('number', 'x').messages[0]!.text).toBe('Questo campo deve essere un numero.');
    });

    it('speak English on request, capitalising the label', () => {
      const en = (rules: string, value: unknown, label = 'name') =>
        validate(rules, value, { label, locale: 'en' }).messages[0]!.text;
      expect(en('required', '')).toBe('Name is required.');
      expect(en('email', 'x')).toBe('Please enter a valid email address.');
      expect(en('length:5,10', 'abc')).toBe('Name must be between 5 and 10 characters.');
      expect(en('between:10,1', 0)).toBe('Name must be between 1 and 10.');
      expect(en('date_after:2026-11-22', '2026-01-01', 'start')).toBe(
        'Start must be after 22 November 2026.',
      );
      expect(en('starts_with:IT,SM', 'FR', 'iban')).toBe('Iban doesn’t start with “IT” or “SM”.');
    });

    it('show dates the Italian way and list the allowed beginnings', () => {
      const it = (rules: string, value: unknown) =>
        validate(rules, value, { label: 'Data' }).messages[0]!.text;
      expect(it('date_before:2026-11-22', '2027-01-01')).toBe(
        'Il campo Data deve contenere una data precedente al 22/11/2026.',
      );
      expect(it('date_format:DD/MM/YYYY', 'x')).toBe(
        'Il campo Data non contiene una data valida: usa il formato DD/MM/YYYY.',
      );
      expect(it('ends_with:.pdf,.jpg,.png', 'a.doc')).toBe(
        'Il campo Data deve terminare con “.pdf”, “.jpg” o “.png”.',
      );
    });

    it('have a message for every length case', () => {
      const text = (args: string, value: string) =>
        validate(`length:${args}`, value).messages[0]!.text;
      expect(validate('+length:1', '').messages[0]!.text).toBe(
        'Questo campo deve contenere almeno un carattere.',
      );
      expect(text('5', 'abc')).toBe('Questo campo deve contenere almeno 5 caratteri.');
      expect(text('0,3', 'abcd')).toBe('Questo campo può contenere al massimo 3 caratteri.');
      expect(text('4,4', 'abc')).toBe('Questo campo deve contenere esattamente 4 caratteri.');
      expect(text('2,3', 'abcd')).toBe('Questo campo deve contenere tra 2 e 3 caratteri.');
    });

    it('explain a misconfigured between', () => {
      expect(validate('between:a,b', 1).messages[0]!.text).toBe(
        'Questo campo è configurato in modo errato e non può essere inviato.',
      );
    });

    it("'Form incomplete.' exists in both languages", () => {
      expect(FORM_INCOMPLETE_MESSAGE).toEqual({ it: 'Modulo incompleto.', en: 'Form incomplete.' });
    });
  });

  it('tells whether rules ask for a value and how long to debounce', () => {
    expect(isRequiredRule('email|required')).toBe(true);
    expect(isRequiredRule('accepted')).toBe(true);
    expect(isRequiredRule('email')).toBe(false);
    expect(isRequiredRule(undefined)).toBe(false);
    expect(debounceOf('(300)email|(50)length:3', ['email'])).toBe(300);
    expect(debounceOf('(300)email|(50)length:3', [])).toBe(0);
  });
});
