import { parseRules } from './parse-rules';

describe('parseRules', () => {
  it('splits rules at pipes and arguments at commas, trimming both', () => {
    expect(parseRules(' required | length: 5 , 10 ')).toEqual([
      { name: 'required', args: [], force: false, skipEmpty: false, blocking: true, debounce: 0 },
      {
        name: 'length',
        args: ['5', '10'],
        force: false,
        skipEmpty: true,
        blocking: true,
        debounce: 0,
      },
    ]);
  });

  it('reads the hints: * forces, + does not skip empty, ? is non-blocking, (n) debounces', () => {
    const [rule] = parseRules('*+?(250)email');
    expect(rule).toMatchObject({
      name: 'email',
      force: true,
      skipEmpty: false,
      blocking: false,
      debounce: 250,
    });
    expect(parseRules('(500)?url')[0]).toMatchObject({
      name: 'url',
      debounce: 500,
      blocking: false,
    });
  });

  it('keeps a regular expression argument whole, pipes and commas included', () => {
    expect(parseRules('matches:/^(a|b){2,3}$/i,/^c$/|required')).toEqual([
      expect.objectContaining({ name: 'matches', args: ['/^(a|b){2,3}$/i', '/^c$/'] }),
      expect.objectContaining({ name: 'required' }),
    ]);
    expect(parseRules('matches:/^\\/x\\|$/')[0]!.args).toEqual(['/^\\/x\\|$/']);
  });

  it('treats a lone slash as text, so paths can be arguments', () => {
    expect(parseRules('starts_with:/punti-vendita,/servizi|required')).toEqual([
      expect.objectContaining({ name: 'starts_with', args: ['/punti-vendita', '/servizi'] }),
      expect.objectContaining({ name: 'required' }),
    ]);
  });

  it('ignores empty segments and refuses a malformed rule', () => {
    expect(parseRules('required||')).toHaveLength(1);
    expect(() => parseRules('!!required')).toThrow('Invalid validation rule');
  });
});
