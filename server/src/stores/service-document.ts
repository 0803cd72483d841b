/**
 * A one-page PDF of a service's document (price list, conditions), written by hand: the PDF
 * format needs only a few objects for text in a standard font, so no library is needed.
 */

/** WinAnsi (cp1252) bytes of a text: Latin-1 as is, plus the euro sign and typographic quotes. */
function winAnsi(text: string): number[] {
  const extra: Record<string, number> = {
    '€': 0x80,
    '‘': 0x91,
    '’': 0x92,
    '“': 0x93,
    '”': 0x94,
    '–': 0x96,
    '—': 0x97,
  };
  return [...text].map((char) => {
    const code = char.codePointAt(0) ?? 63;
    if (extra[char] !== undefined) return extra[char];
    return code < 256 ? code : 63;
  });
}

function pdfString(line: string): string {
  return line.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** Splits a paragraph into lines of at most `width` characters, at spaces. */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

export function servicePdf(title: string, body: string, footer: string): Buffer {
  const lines = wrap(body, 85);
  const content = [
    'BT',
    '/F2 18 Tf 56 780 Td',
    `(${pdfString(title)}) Tj`,
    '/F1 11 Tf 0 -32 Td 15 TL',
    ...lines.map((line) => `(${pdfString(line)}) '`),
    `0 -30 Td /F1 9 Tf (${pdfString(footer)}) Tj`,
    'ET',
  ].join('\n');
  const contentBytes = winAnsi(content);
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R /F2 5 0 R >> >> /Contents 6 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>',
  ];
  const chunks: number[] = [...Buffer.from('%PDF-1.4\n%\xE2\xE3\xCF\xD3\n', 'latin1')];
  const offsets: number[] = [];
  const push = (text: string) => chunks.push(...Buffer.from(text, 'latin1'));
  objects.forEach((object, index) => {
    offsets.push(chunks.length);
    push(`${index + 1} 0 obj\n${object}\nendobj\n`);
  });
  offsets.push(chunks.length);
  push(`6 0 obj\n<< /Length ${contentBytes.length} >>\nstream\n`);
  chunks.push(...contentBytes);
  push('\nendstream\nendobj\n');
  const xref = chunks.length;
  push(`xref\n0 ${offsets.length + 1}\n0000000000 65535 f \n`);
  for (const offset of offsets) push(`${String(offset).padStart(10, '0')} 00000 n \n`);
  push(`trailer\n<< /Size ${offsets.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`);
  return Buffer.from(chunks);
}
