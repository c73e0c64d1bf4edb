/**
 * What the web app's and the console's tests share: a PDF as the API sends one, and the downloads
 * a page hands the browser (saveFile).
 */
import { vi } from 'vitest';

/** The first bytes of a PDF: enough for the page to hand on as the file. */
export const PDF = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x33]);

/** A PDF answer as the API sends a receipt or credit note, under the given file name. */
export const pdfAnswer = (fileName: string) =>
  new Response(PDF, {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${fileName}"`,
      'Cache-Control': 'no-store',
    },
  });

/**
 * jsdom has no object URLs and does not download: capture what the page hands the browser. The
 * anchor's click is spied on, so the test restores mocks afterwards (vi.restoreAllMocks).
 */
export function captureDownloads() {
  const files: { name: string; href: string; blob: Blob }[] = [];
  let last: Blob | undefined;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: (blob: Blob) => {
      last = blob;
      return 'blob:download';
    },
  });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    if (last) files.push({ name: this.download, href: this.href, blob: last });
  });
  return files;
}
