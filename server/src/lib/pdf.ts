import type PDFDocument from 'pdfkit';

/**
 * What the PDF files (the statement of account, the reports) are drawn with: pdfkit and the
 * standard fonts (no font files needed), tables of a header band and one-line rows, the page
 * numbers, and the finished document's bytes.
 */

export type PdfDoc = InstanceType<typeof PDFDocument>;

export const PDF_FONT = 'Helvetica';
export const PDF_BOLD = 'Helvetica-Bold';
/** A table's text size and the height of one of its rows, in points. */
export const TABLE_TEXT_SIZE = 8;
export const TABLE_ROW = 13;

/** Where a table stands on the page: its left edge and its width. */
export interface PdfTableBox {
  left: number;
  width: number;
}

/** One cell: its text (none for an empty cell), its column's width and alignment. */
export interface PdfCell {
  text: string | null | undefined;
  width: number;
  align: 'left' | 'right';
}

/** The column titles on a tinted band as high as the tallest title; the cursor then under it. */
export function writeTableHeader(doc: PdfDoc, box: PdfTableBox, titles: readonly PdfCell[]) {
  doc.font(PDF_BOLD).fontSize(TABLE_TEXT_SIZE);
  const h = Math.max(...titles.map((c) => doc.heightOfString(c.text ?? '', { width: c.width - 4 }))) + 4;
  const y = doc.y;
  let x = box.left;
  doc.rect(box.left, y, box.width, h).fill('#e9eef4').fillColor('#000');
  for (const c of titles) {
    doc.text(c.text ?? '', x + 2, y + 2, { width: c.width - 4, align: c.align });
    x += c.width;
  }
  doc.x = box.left;
  doc.y = y + h;
}

/** One table row, each cell on one line cut to its column with an ellipsis; the cursor then under it. */
export function writeTableRow(doc: PdfDoc, box: PdfTableBox, cells: readonly PdfCell[], bold = false) {
  let x = box.left;
  const y = doc.y;
  doc.font(bold ? PDF_BOLD : PDF_FONT).fontSize(TABLE_TEXT_SIZE);
  for (const c of cells) {
    if (c.text) doc.text(c.text, x + 2, y + 2, { width: c.width - 4, height: TABLE_ROW, align: c.align, lineBreak: false, ellipsis: true });
    x += c.width;
  }
  doc.x = box.left;
  doc.y = y + TABLE_ROW;
}

/** "Page n of m" at the foot of every page, right-aligned in the margin below the text. */
export function numberPages(doc: PdfDoc, margin: number, width: number, label: (n: number, of: number) => string) {
  const pages = doc.bufferedPageRange();
  for (let i = 0; i < pages.count; i++) {
    doc.switchToPage(pages.start + i);
    // Writing inside the bottom margin would otherwise start a new page.
    doc.page.margins.bottom = 0;
    doc.font(PDF_FONT).fontSize(8).fillColor('#555');
    doc.text(label(i + 1, pages.count), margin, doc.page.height - margin, { width, align: 'right', lineBreak: false });
  }
}

/** The document's bytes once `doc.end()` has been called. */
export function bytesOf(doc: PdfDoc): Promise<Buffer> {
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  return new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
}
