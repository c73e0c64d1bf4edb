import { narrowerImage, RESPONSIVE_WIDTHS } from '@clinic/contracts';

/** The width a doctor's photo is saved at (apps/api/src/libraries/uploads.ts, square). */
const SAVED_WIDTH = 512;

/**
 * `srcSet` for a doctor's photo: its narrower copies (the API's or Cloudinary's) and itself, so a
 * phone downloads the width it shows; nothing for a picture without narrower copies.
 */
export function photoSrcSet(image: string): string | undefined {
  const narrower = RESPONSIVE_WIDTHS.map((width) => [narrowerImage(image, width), width] as const);
  if (narrower.some(([url]) => url === null)) return undefined;
  return [...narrower, [image, SAVED_WIDTH] as const]
    .map(([url, width]) => `${url} ${width}w`)
    .join(', ');
}
