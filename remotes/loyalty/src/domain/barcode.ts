import { CODE128 } from 'jsbarcode/bin/barcodes/CODE128';

export interface BarcodeBar {
  /** Position and width in modules (the narrowest bar is one module). */
  x: number;
  width: number;
}

export interface Barcode {
  bars: BarcodeBar[];
  /** Total width in modules, quiet zones excluded. */
  modules: number;
}

/**
 * The bars of a Code 128 barcode for the till's scanner, from jsbarcode's encoder (it picks the
 * densest code set: C for digits). Null for text Code 128 cannot carry.
 */
export function code128(text: string): Barcode | null {
  const encoder = new CODE128(text, {});
  if (!text || !encoder.valid()) return null;
  const { data } = encoder.encode();
  const bars: BarcodeBar[] = [];
  for (let index = 0; index < data.length; index++) {
    if (data[index] !== '1') continue;
    const last = bars.at(-1);
    if (last && last.x + last.width === index) last.width += 1;
    else bars.push({ x: index, width: 1 });
  }
  return { bars, modules: data.length };
}
