/**
 * Reads a PDF the API wrote back as text, with pdf.js (its Node build, no canvas): the strings of
 * its pages in reading order, one per text run, blank ones left out.
 */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';
import type { Test } from 'supertest';

export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const document = await getDocument({ data: new Uint8Array(bytes), verbosity: 0 }).promise;
  const strings: string[] = [];
  for (let page = 1; page <= document.numPages; page += 1) {
    const content = await (await document.getPage(page)).getTextContent();
    for (const item of content.items)
      if ('str' in item && (item as TextItem).str.trim())
        strings.push((item as TextItem).str.trim());
  }
  await document.destroy();
  return strings;
}

/** Has supertest keep a binary answer (a PDF) as a Buffer in `body`. */
export function asBytes(request: Test): Test {
  return request.buffer(true).parse((res, done) => {
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => done(null, Buffer.concat(chunks)));
  });
}
