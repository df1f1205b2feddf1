import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

/** The streams of a page's contents (one stream or an array of them). */
function contentStreams(doc: PDFDocument, page: PDFPage): PDFRawStream[] {
  const contents = page.node.Contents();
  const refs = contents instanceof PDFArray ? contents.asArray() : contents ? [contents] : [];
  return refs.map((ref) => doc.context.lookup(ref)).filter((s): s is PDFRawStream => s instanceof PDFRawStream);
}

/**
 * The text a PDF written with standard fonts draws, line by line in page order (each `<hex> Tj` decoded as Latin-1),
 * read back from the bytes with pdf-lib; and the document itself.
 */
export async function pdfText(bytes: Uint8Array): Promise<{ doc: PDFDocument; lines: string[]; text: string }> {
  const doc = await PDFDocument.load(bytes);
  const lines = doc.getPages().flatMap((page) => contentStreams(doc, page).flatMap((stream) => {
    const operators = Buffer.from(decodePDFRawStream(stream).decode()).toString('latin1');
    return [...operators.matchAll(/<([0-9A-Fa-f]*)> Tj/g)].map((m) => Buffer.from(m[1], 'hex').toString('latin1'));
  }));
  return { doc, lines, text: lines.join(' ') };
}
