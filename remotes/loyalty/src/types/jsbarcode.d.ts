// jsbarcode ships typings for its DOM renderer only; the page draws the bars itself with React
// from the Code 128 encoder (no DOM mutation, an accessible SVG).
declare module 'jsbarcode/bin/barcodes/CODE128' {
  export class CODE128 {
    constructor(data: string, options: Record<string, unknown>);
    valid(): boolean;
    encode(): { text: string; data: string };
  }
}
