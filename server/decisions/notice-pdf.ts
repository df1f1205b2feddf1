import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DecisionNotice } from '../../engine/core';

/** Who issues the notice: the lender's name, shown above the title and kept as the PDF's author. */
export interface NoticeIssuer {
  company: string;
}

const PAGE = { width: 612, height: 792, margin: 56 };
const SIZE = { title: 16, heading: 12.5, text: 10.5, company: 11 };
const LEADING = 1.4;

/** Keeps only characters the standard font can draw (WinAnsi); any other becomes '?', so drawing never throws. Pure. */
function drawable(font: PDFFont, text: string): string {
  const known = new Set(font.getCharacterSet());
  return [...text.replace(/\s+/g, ' ')].map((c) => (known.has(c.codePointAt(0)!) ? c : '?')).join('');
}

/** Splits a paragraph into lines no wider than `width` at `size` (a word longer than a line stands alone). Pure. */
function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ').filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  return line ? [...lines, line] : lines;
}

/** Writes lines top to bottom, starting a new page when one is full. */
function createWriter(doc: PDFDocument) {
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const width = PAGE.width - 2 * PAGE.margin;
  return {
    /** A paragraph in `font` at `size`, indented by `indent`, with `bullet` before its first line; then `after` points of space. */
    paragraph(font: PDFFont, text: string, size: number, after: number, indent = 0, bullet = '') {
      const lines = wrap(font, drawable(font, text), size, width - indent);
      lines.forEach((line, i) => {
        if (y - size < PAGE.margin) {
          page = doc.addPage([PAGE.width, PAGE.height]);
          y = PAGE.height - PAGE.margin;
        }
        y -= size;
        if (i === 0 && bullet) page.drawText(bullet, { x: PAGE.margin + indent - 10, y, size, font, color: rgb(0.1, 0.1, 0.1) });
        page.drawText(line, { x: PAGE.margin + indent, y, size, font, color: rgb(0.1, 0.1, 0.1) });
        y -= size * (LEADING - 1);
      });
      y -= after;
    },
  };
}

/**
 * The notice of a decline as a PDF (US Letter, standard Helvetica): the lender, the title, the introduction, then each
 * section's heading with its paragraphs and bulleted lists; title, author and subject set in its metadata. The words
 * are the notice's (the brand's), so the page and the PDF say the same thing. Pure apart from the creation date.
 */
export async function noticePdf(notice: DecisionNotice, issuer: NoticeIssuer): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(notice.title);
  doc.setAuthor(issuer.company);
  doc.setSubject(notice.sections.map((s) => s.heading).join('; '));
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const writer = createWriter(doc);
  writer.paragraph(bold, issuer.company, SIZE.company, 6);
  writer.paragraph(bold, notice.title, SIZE.title, 10);
  writer.paragraph(regular, notice.intro, SIZE.text, 12);
  for (const section of notice.sections) {
    writer.paragraph(bold, section.heading, SIZE.heading, 6);
    for (const block of section.blocks) {
      if (block.kind === 'text') writer.paragraph(regular, block.text, SIZE.text, 6);
      else block.items.forEach((item, i) => writer.paragraph(regular, item, SIZE.text, i === block.items.length - 1 ? 6 : 2, 16, '\u2022'));
    }
    writer.paragraph(regular, ' ', SIZE.text, 4);
  }
  return doc.save();
}
