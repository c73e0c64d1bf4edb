// @ts-check
/**
 * Lays out a one-page sheet (libraries/pdf.ts) as a PDF with pdfkit, in the piscina worker
 * threads of that module. Plain JavaScript for the reason libraries/password-worker.js gives.
 * DejaVu Sans is embedded (only the glyphs used): pdfkit's built-in fonts have no rupee sign.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const REGULAR = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf'));
const BOLD = readFileSync(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf'));

const INK = '#1f2937';
const MUTED = '#4b5563';
const RULE = '#d1d5db';
const LABEL_WIDTH = 150;

/**
 * @param {import('./pdf.js').Sheet} sheet
 * @returns {Promise<Uint8Array>}
 */
export function render(sheet) {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({
      size: 'A4',
      margin: 56,
      info: {
        Title: sheet.title,
        Author: sheet.letterhead[0] ?? '',
        CreationDate: sheet.createdAt,
      },
    });
    /** @type {Buffer[]} */
    const chunks = [];
    doc.on('data', (chunk) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    doc.registerFont('regular', REGULAR);
    doc.registerFont('bold', BOLD);
    const left = doc.page.margins.left;
    const width = doc.page.width - left - doc.page.margins.right;

    const [clinic = '', ...address] = sheet.letterhead;
    doc.font('bold').fontSize(18).fillColor(INK).text(clinic);
    doc.font('regular').fontSize(10).fillColor(MUTED);
    for (const line of address) doc.text(line);
    doc.moveDown(0.5);
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .strokeColor(RULE)
      .stroke();
    doc.moveDown(1.2);

    doc.font('bold').fontSize(15).fillColor(INK).text(sheet.title);
    doc.moveDown(0.8);

    for (const { label, value } of sheet.rows) {
      const top = doc.y;
      doc
        .font('regular')
        .fontSize(10)
        .fillColor(MUTED)
        .text(label, left, top, {
          width: LABEL_WIDTH - 10,
        });
      const labelBottom = doc.y;
      doc
        .font('regular')
        .fontSize(11)
        .fillColor(INK)
        .text(value, left + LABEL_WIDTH, top, { width: width - LABEL_WIDTH });
      doc.y = Math.max(doc.y, labelBottom) + 6;
    }

    doc.moveDown(1);
    doc.font('regular').fontSize(9).fillColor(MUTED);
    for (const note of sheet.notes) doc.text(note, left, doc.y, { width }).moveDown(0.4);
    doc.end();
  });
}
