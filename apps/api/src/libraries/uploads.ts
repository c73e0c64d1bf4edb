/**
 * Image uploads (docs/decisions.md, Security): multer keeps the file in memory up to 2 MB (413 above); the bytes
 * must be a JPEG, PNG or WebP whatever the name or the client's MIME type says; sharp re-encodes
 * and resizes the image, which also drops EXIF and location metadata; the server names the file.
 * Images go to Cloudinary when CLOUDINARY_URL is set, else to DATA_DIR/uploads; an image a saved
 * change replaced is deleted there too. Doctors' photos and blog media are public; a patient's
 * photo is private: kept where only the API reads it (a local file no route serves, or a
 * Cloudinary `authenticated` upload), and answered by the API to those who may see it.
 */
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_MAX_BYTES, IMAGE_MAX_PIXELS } from '@clinic/contracts';
import { v2 as cloudinary } from 'cloudinary';
import type { RequestHandler } from 'express';
import multer from 'multer';
import sharp from 'sharp';
import { AppError } from './errors.js';
import { PRIVATE, PUBLIC, ensureDir, writeFileWithMode } from './file-modes.js';
import type { Logger } from './logger.js';

/** The longest text field of an image form (a profile, a doctor). */
export const IMAGE_FORM_FIELD_MAX_BYTES = 16 * 1024;

/**
 * Multipart with at most one file field, `field`, kept in memory. Multer's own limits reach the
 * error handler as they are (413); a body busboy cannot read at all is the client's fault (400).
 */
export function imageUpload(field: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: IMAGE_MAX_BYTES,
      files: 1,
      fields: 30,
      fieldSize: IMAGE_FORM_FIELD_MAX_BYTES,
      parts: 32,
    },
  }).single(field);
  return (req, res, next) => {
    upload(req, res, (error?: unknown) => {
      if (!error || error instanceof multer.MulterError) next(error);
      else next(AppError.badRequest('invalidInput'));
    });
  };
}

type ImageKind = 'jpeg' | 'png' | 'webp';

/** The format by magic number: the only evidence that counts. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff)
    return 'jpeg';
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    bytes.length >= 12 &&
    bytes.toString('latin1', 0, 4) === 'RIFF' &&
    bytes.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  return null;
}

export interface ImageSize {
  width: number;
  height: number;
  /** `cover` crops to the box (avatars); `inside` keeps the whole picture (blog media). */
  fit: 'cover' | 'inside';
}

const AVATAR_SIZE: ImageSize = { width: 512, height: 512, fit: 'cover' };

/**
 * Checks the bytes and re-encodes them as WebP: a 400 for anything that is not a readable image, a
 * 413 for one over IMAGE_MAX_PIXELS, told apart by the header alone before anything is decoded.
 */
export async function processImage(bytes: Buffer, size: ImageSize = AVATAR_SIZE): Promise<Buffer> {
  if (!sniffImage(bytes)) throw AppError.badRequest('imageNotAllowed');
  const header = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => {
      throw AppError.badRequest('imageNotAllowed');
    });
  if ((header.width ?? 0) * (header.height ?? 0) > IMAGE_MAX_PIXELS) {
    throw AppError.tooLarge('imageTooManyPixels');
  }
  try {
    return await sharp(bytes, { limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize({
        width: size.width,
        height: size.height,
        fit: size.fit,
        withoutEnlargement: size.fit === 'inside',
      })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw AppError.badRequest('imageNotAllowed');
  }
}

/** The folders of DATA_DIR/uploads the API serves to everyone: patients' photos are not among them. */
export const PUBLIC_UPLOAD_FOLDERS: readonly string[] = ['doctors', 'blogs', 'videos'];

/** Where patients' photos are kept (a private folder): `savePrivate(webp, PATIENT_PHOTOS)`. */
export const PATIENT_PHOTOS = 'avatars';

export interface ImageStore {
  /** Stores a processed WebP image for everyone to see and answers the URL the web app shows. */
  save(webp: Buffer, folder: string): Promise<string>;
  /**
   * Stores a processed WebP image that no address outside the API answers, and answers the
   * reference `readPrivate` and `remove` take.
   */
  savePrivate(webp: Buffer, folder: string): Promise<string>;
  /** The bytes `savePrivate` stored under `reference`; null for one it did not make or one gone. */
  readPrivate(reference: string): Promise<Buffer | null>;
  /**
   * Deletes an image by the URL `save` answered. A URL this store did not make is left alone, and
   * an image already gone counts as deleted.
   */
  remove(imageUrl: string): Promise<void>;
}

/**
 * Deletes an image that a saved change replaced, unless `inUse` finds something else still showing
 * it. The change stands whatever happens here, so a failure is logged, never thrown.
 */
export async function discardImage(
  imageStore: ImageStore,
  logger: Logger,
  imageUrl: string,
  inUse: () => Promise<boolean> = async () => false,
): Promise<void> {
  try {
    if (!(await inUse())) await imageStore.remove(imageUrl);
  } catch (error) {
    logger.warn(`Could not delete the replaced image ${imageUrl}`, error);
  }
}

/** What `localImageStore.save` answers; nothing else under /uploads is its to delete. */
const LOCAL_IMAGE_URL = /^\/uploads\/[a-z]+\/[a-f0-9]{32}\.webp$/;

/**
 * DATA_DIR/uploads/<folder>/<random>.webp; the API serves the public folders at /uploads/. A
 * private image is kept the same way (so earlier patients' photos need no move) with the owner's
 * modes, in a folder no route serves.
 */
export function localImageStore(uploadsDir: string): ImageStore {
  async function write(webp: Buffer, folder: string, modes: typeof PUBLIC | typeof PRIVATE) {
    const name = `${randomBytes(16).toString('hex')}.webp`;
    const dir = path.join(uploadsDir, folder);
    await ensureDir(uploadsDir, PUBLIC.dir);
    await ensureDir(dir, modes.dir);
    await writeFileWithMode(dir + path.sep + name, webp, modes.file);
    return `/uploads/${folder}/${name}`;
  }
  return {
    // Readable by all, unlike the rest of DATA_DIR: the API serves these files.
    save: (webp, folder) => write(webp, folder, PUBLIC),
    savePrivate: (webp, folder) => write(webp, folder, PRIVATE),
    async readPrivate(reference) {
      if (!LOCAL_IMAGE_URL.test(reference)) return null;
      try {
        return await readFile(path.join(uploadsDir, reference.slice('/uploads/'.length)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(imageUrl) {
      if (!LOCAL_IMAGE_URL.test(imageUrl)) return;
      await rm(path.join(uploadsDir, imageUrl.slice('/uploads/'.length)), { force: true });
    },
  };
}

/** cloudinary://<api_key>:<api_secret>@<cloud_name> */
export function parseCloudinaryUrl(url: string): {
  cloud_name: string;
  api_key: string;
  api_secret: string;
} {
  const parsed = new URL(url);
  return {
    cloud_name: parsed.hostname,
    api_key: decodeURIComponent(parsed.username),
    api_secret: decodeURIComponent(parsed.password),
  };
}

/** How Cloudinary delivers an asset: to anyone (`upload`) or only by a signed URL (`authenticated`). */
type CloudinaryDelivery = 'upload' | 'authenticated';

/**
 * The asset behind a URL Cloudinary answered for an upload of ours:
 * https://res.cloudinary.com/<cloud>/image/upload/v<version>/clinic/<folder>/<id>.webp, or for a
 * private one .../image/authenticated/s--<signature>--/v<version>/clinic/<folder>/<id>.webp.
 * Null for any other URL.
 */
export function cloudinaryAsset(
  imageUrl: string,
  cloudName: string,
): { publicId: string; delivery: CloudinaryDelivery } | null {
  if (!URL.canParse(imageUrl)) return null;
  const { hostname, pathname } = new URL(imageUrl);
  const prefix = `/${cloudName}/image/`;
  if (hostname !== 'res.cloudinary.com' || !pathname.startsWith(prefix)) return null;
  const [delivery, ...rest] = pathname.slice(prefix.length).split('/');
  if (delivery !== 'upload' && delivery !== 'authenticated') return null;
  if (delivery === 'authenticated' && rest[0]?.startsWith('s--') && rest[0].endsWith('--'))
    rest.shift();
  if (/^v\d+$/.test(rest[0] ?? '')) rest.shift();
  const [root, folder, file] = rest;
  const word = /^[\w-]+$/;
  if (rest.length !== 3 || root !== 'clinic' || !word.test(folder ?? '')) return null;
  if (!file?.endsWith('.webp') || !word.test(file.slice(0, -'.webp'.length))) return null;
  return { publicId: `clinic/${folder}/${file.slice(0, -'.webp'.length)}`, delivery };
}

/** How long the API waits for Cloudinary to answer a private image it reads. */
const CLOUDINARY_READ_TIMEOUT_MS = 10_000;

function cloudinaryImageStore(url: string): ImageStore {
  const credentials = parseCloudinaryUrl(url);
  cloudinary.config({ ...credentials, secure: true });
  const upload = (webp: Buffer, folder: string, delivery: CloudinaryDelivery) =>
    new Promise<string>((resolve, reject) => {
      cloudinary.uploader
        .upload_stream(
          { folder: `clinic/${folder}`, resource_type: 'image', format: 'webp', type: delivery },
          (error, result) => {
            if (error || !result) reject(error ?? new Error('Cloudinary answered no result'));
            else resolve(result.secure_url);
          },
        )
        .end(webp);
    });
  return {
    save: (webp, folder) => upload(webp, folder, 'upload'),
    // The signed URL Cloudinary answers stays in the store: the API fetches the bytes with it
    // and hands them on, so no client ever learns an address that opens the photo.
    savePrivate: (webp, folder) => upload(webp, folder, 'authenticated'),
    async readPrivate(reference) {
      if (!cloudinaryAsset(reference, credentials.cloud_name)) return null;
      const response = await fetch(reference, {
        signal: AbortSignal.timeout(CLOUDINARY_READ_TIMEOUT_MS),
      });
      if (response.status === 404) return null;
      if (!response.ok) throw new Error(`Cloudinary answered ${response.status} for an image`);
      return Buffer.from(await response.arrayBuffer());
    },
    async remove(imageUrl) {
      const asset = cloudinaryAsset(imageUrl, credentials.cloud_name);
      if (!asset) return;
      const answer = (await cloudinary.uploader.destroy(asset.publicId, {
        resource_type: 'image',
        type: asset.delivery,
        invalidate: true,
      })) as { result?: string };
      if (answer.result !== 'ok' && answer.result !== 'not found') {
        throw new Error(
          `Cloudinary answered ${answer.result ?? 'nothing'} to deleting ${asset.publicId}`,
        );
      }
    },
  };
}

export function createImageStore(options: {
  cloudinaryUrl: string | undefined;
  uploadsDir: string;
}): ImageStore {
  return options.cloudinaryUrl
    ? cloudinaryImageStore(options.cloudinaryUrl)
    : localImageStore(options.uploadsDir);
}
