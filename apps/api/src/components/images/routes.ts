/**
 * The default patient picture (DEFAULT_PATIENT_IMAGE): what a patient without a picture of their
 * own is answered (libraries/public-url.ts), so that clients of the API never show a blank
 * avatar. A neutral head and shoulders, grey-700 on grey-200 (a contrast of 8.3:1).
 */
import { DEFAULT_PATIENT_IMAGE } from '@clinic/contracts';
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

export function imageReads(): Read[] {
  return [
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
