import { FLYER_CATEGORIES, type FlyerProduct } from '@iper/contracts';
import { italianDate } from './flyer-dates';

export interface PrintableFlyer {
  title: string;
  subtitle: string;
  validFrom: string;
  validTo: string;
  /** Where it applies: 'Valido in 27 punti vendita Iper' or the stores' names. */
  storeLine: string;
  products: FlyerProduct[];
}

const COLUMNS = 3;
const ROWS = 4;
export const PRODUCTS_PER_PAGE = COLUMNS * ROWS;
const MARGIN = 36;
const RED = '#e30613';

/** Pages of the printable flyer: a cover, then the product grid. */
export function flyerPdfPageCount(productCount: number): number {
  return 1 + Math.ceil(productCount / PRODUCTS_PER_PAGE);
}

const CATEGORY_NAMES = new Map<string, string>(
  FLYER_CATEGORIES.map((category) => [category.id, category.name]),
);

function euro(cents: number): string {
  return `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')} €`;
}

/**
 * The flyer as an A4 PDF (standard fonts only: Italian letters and € are in their encoding).
 * pdfkit is loaded with the first PDF asked for (its font metrics cost every start ~0.2 s).
 */
export async function renderFlyerPdf(
  flyer: PrintableFlyer,
): Promise<{ content: Buffer; pageCount: number }> {
  const { default: PDFDocument } = await import('pdfkit');
  const doc: PDFKit.PDFDocument = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `${flyer.title} dal ${italianDate(flyer.validFrom)} al ${italianDate(flyer.validTo)}`,
      Author: 'Iper',
      Subject: flyer.subtitle,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const { width, height } = doc.page;
  doc.rect(0, 0, width, height * 0.55).fill(RED);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(44)
    .text(flyer.title, MARGIN, 140, { width: width - 2 * MARGIN });
  doc
    .font('Helvetica')
    .fontSize(18)
    .text(flyer.subtitle, { width: width - 2 * MARGIN });
  doc
    .moveDown(1)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(`Dal ${italianDate(flyer.validFrom)} al ${italianDate(flyer.validTo)}`);
  doc
    .fillColor('#222222')
    .font('Helvetica')
    .fontSize(13)
    .text(flyer.storeLine, MARGIN, height * 0.6, { width: width - 2 * MARGIN });
  doc
    .moveDown(1)
    .fontSize(11)
    .text(
      `${flyer.products.length} offerte. Offerte valide salvo esaurimento scorte; le offerte con Carta Vantaggi sono riservate ai titolari della carta.`,
      { width: width - 2 * MARGIN },
    );

  const cellWidth = (width - 2 * MARGIN) / COLUMNS;
  const cellHeight = (height - 2 * MARGIN - 24) / ROWS;
  let pageCount = 1;
  for (let start = 0; start < flyer.products.length; start += PRODUCTS_PER_PAGE) {
    doc.addPage();
    pageCount++;
    flyer.products.slice(start, start + PRODUCTS_PER_PAGE).forEach((product, index) => {
      const x = MARGIN + (index % COLUMNS) * cellWidth;
      const y = MARGIN + Math.floor(index / COLUMNS) * cellHeight;
      drawProduct(doc, product, x + 4, y + 4, cellWidth - 8, cellHeight - 8);
    });
    doc
      .fillColor('#666666')
      .font('Helvetica')
      .fontSize(8)
      .text(
        `${flyer.title} · dal ${italianDate(flyer.validFrom)} al ${italianDate(flyer.validTo)} · pagina ${pageCount}`,
        MARGIN,
        height - MARGIN - 10,
        { width: width - 2 * MARGIN, align: 'center', lineBreak: false },
      );
  }
  doc.end();
  return done.then((content) => ({ content, pageCount }));
}

function drawProduct(
  doc: PDFKit.PDFDocument,
  product: FlyerProduct,
  x: number,
  y: number,
  w: number,
  h: number,
): void {
  doc.lineWidth(0.5).roundedRect(x, y, w, h, 6).stroke('#cccccc');
  doc
    .roundedRect(x + 8, y + 8, w - 16, 20, 4)
    .fill(product.promotionType === 'sottocosto' ? '#111111' : RED);
  doc
    .fillColor('#ffffff')
    .font('Helvetica-Bold')
    .fontSize(10)
    .text(product.promotionLabel, x + 12, y + 13, { width: w - 24, lineBreak: false });
  doc
    .fillColor('#777777')
    .font('Helvetica')
    .fontSize(8)
    .text(CATEGORY_NAMES.get(product.categoryId) ?? '', x + 10, y + 36, {
      width: w - 20,
      lineBreak: false,
    });
  doc
    .fillColor('#111111')
    .font('Helvetica-Bold')
    .fontSize(11)
    .text(product.name, x + 10, y + 48, { width: w - 20, height: 28, ellipsis: true });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor('#333333')
    .text(`${product.brand} · ${product.quantity}`, x + 10, y + 80, {
      width: w - 20,
      lineBreak: false,
    });
  const priceY = y + h - 64;
  if (product.previousPriceCents) {
    const previous = `prima ${euro(product.previousPriceCents)}`;
    doc
      .fontSize(9)
      .fillColor('#777777')
      .text(previous, x + 10, priceY, { lineBreak: false });
    const struck = doc.widthOfString(previous);
    doc
      .moveTo(x + 10, priceY + 4)
      .lineTo(x + 10 + struck, priceY + 4)
      .lineWidth(0.7)
      .stroke('#777777');
  }
  doc
    .fillColor(RED)
    .font('Helvetica-Bold')
    .fontSize(22)
    .text(euro(product.priceCents), x + 10, priceY + 14, { lineBreak: false });
  if (product.validFrom !== product.validTo) {
    doc
      .fillColor('#555555')
      .font('Helvetica')
      .fontSize(7)
      .text(
        `dal ${italianDate(product.validFrom)} al ${italianDate(product.validTo)}`,
        x + 10,
        y + h - 14,
        { lineBreak: false },
      );
  }
}
