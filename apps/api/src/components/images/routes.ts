/**
 * Pictures the API draws itself:
 * - the default patient picture (DEFAULT_PATIENT_IMAGE): what a patient without a picture of
 *   their own is answered (libraries/public-url.ts), so that clients of the API never show a blank
 *   avatar. A neutral head and shoulders, grey-700 on grey-200 (a contrast of 8.3:1);
 * - a public upload (a doctor's photo, a post's picture) narrower, for a page's `srcset`
 *   (`/uploads/<folder>/w<width>/<file>`, RESPONSIVE_WIDTHS): a phone showing a doctor's card
 *   about 320 pixels wide downloads that, not the 512 the upload was saved at (docs/decisions.md,
 *   First paint).
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { DEFAULT_PATIENT_IMAGE, RESPONSIVE_WIDTHS } from '@clinic/contracts';
import sharp from 'sharp';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import type { Read } from '../../libraries/reads.js';

const SVG = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 128 128" role="img" aria-label="Profile picture">' +
    '<rect width="128" height="128" fill="#e5e7eb"/>' +
    '<circle cx="64" cy="50" r="22" fill="#374151"/>' +
    '<path d="M22 118c4-24 21-38 42-38s38 14 42 38z" fill="#374151"/>' +
    '</svg>',
);

/** The file never changes under this name: a new picture gets a new name. */
const YEAR_SECONDS = 31_536_000;

/** The folders whose pictures come narrower: their uploads are saved as WebP (uploads.ts). */
const RESIZED_FOLDERS: readonly string[] = ['doctors', 'blogs'];
const WIDTH = /^w(\d+)$/;
const FILE = /^[\w-]+\.webp$/;
/** Narrower copies kept: a few per doctor and post, a few KB each. */
const KEPT_COPIES = 1024;

/** `file` at `width` pixels wide at most, as WebP, remembered per version of the file. */
function narrower() {
  const kept = new Map<string, Promise<Buffer>>();
  return async (file: string, width: number): Promise<Buffer> => {
    // A file gone (a replaced photo) is a 404 however often it was asked for before.
    const { mtimeMs, size } = await stat(file).catch(() => {
      throw AppError.notFound();
    });
    const key = `${file} ${mtimeMs} ${size} ${width}`;
    const known = kept.get(key);
    if (known) return known;
    const oldest = kept.keys().next();
    if (kept.size >= KEPT_COPIES && !oldest.done) kept.delete(oldest.value);
    const bytes = sharp(file)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    kept.set(key, bytes);
    bytes.catch(() => kept.delete(key));
    return bytes;
  };
}

export function imageReads({ config }: AppContext): Read[] {
  const uploadsDir = path.join(config.dataDir, 'uploads');
  const resize = narrower();
  return [
    {
      path: '/uploads/:folder/:width/:file',
      handle: async (req, res, { folder = '', width = '', file = '' }) => {
        const pixels = Number(WIDTH.exec(width)?.[1]);
        if (
          !RESIZED_FOLDERS.includes(folder) ||
          !RESPONSIVE_WIDTHS.includes(pixels) ||
          !FILE.test(file)
        ) {
          throw AppError.notFound();
        }
        const webp = await resize(path.join(uploadsDir, folder, file), pixels);
        res.writeHead(200, {
          'Content-Type': 'image/webp',
          'Content-Length': String(webp.length),
          'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
        });
        res.end(req.method === 'HEAD' ? undefined : webp);
      },
    },
    {
      path: DEFAULT_PATIENT_IMAGE,
      handle: async (req, res) => {
        res.writeHead(200, {
          'Content-Type': 'image/svg+xml',
          'Content-Length': String(SVG.length),
          'Cache-Control': `public, max-age=${YEAR_SECONDS}, immutable`,
        });
        res.end(req.method === 'HEAD' ? undefined : SVG);
      },
    },
  ];
}
