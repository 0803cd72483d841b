import { code128 } from './barcode';

/** Code 128 symbol values: the pattern of each value, as bar/space module widths. */
const PATTERNS: Record<number, string> = { 105: '211232', 106: '2331112' };

describe('the till barcode', () => {
  it('encodes the 13-digit card number as Code 128, start C and stop included', () => {
    const barcode = code128('0048812345670')!;
    // Start C (11) + 6 digit pairs (66) + code B and one digit (22) + check (11) + stop (13).
    expect(barcode.modules).toBe(123);
    const widths = (first: number, count: number) =>
      barcode.bars.slice(first, first + count).map((bar) => bar.width);
    // The start symbol 105 opens with bars of 2, 1 and 3 modules.
    expect(widths(0, 3)).toEqual([
      Number(PATTERNS[105]![0]),
      Number(PATTERNS[105]![2]),
      Number(PATTERNS[105]![4]),
    ]);
    // The stop pattern ends with a bar of 2 modules, the last module of the code.
    const last = barcode.bars.at(-1)!;
    expect(last.x + last.width).toBe(barcode.modules);
    expect(last.width).toBe(2);
  });

  it('draws only bars, never two touching ones', () => {
    const { bars } = code128('0048812345670')!;
    for (let index = 1; index < bars.length; index++) {
      expect(bars[index]!.x).toBeGreaterThan(bars[index - 1]!.x + bars[index - 1]!.width);
    }
  });

  it('refuses an empty text', () => {
    expect(code128('')).toBeNull();
  });
});
