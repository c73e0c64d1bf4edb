/**
 * Blog media uploads. Images go through the API's image library (checked by their bytes,
 * re-encoded, metadata dropped); videos cannot be re-encoded here, so they are accepted only
 * when their bytes say MP4 or WebM, and stored under a server-made name.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { IMAGE_MAX_BYTES, VIDEO_MAX_BYTES } from '@clinic/contracts';
import { v2 as cloudinary } from 'cloudinary';
import type { RequestHandler } from 'express';
import multer from 'multer';
import type { AppContext } from '../../context.js';
import { AppError } from '../../libraries/errors.js';
import { PUBLIC, ensureDir, writeFileWithMode } from '../../libraries/file-modes.js';
import { parseCloudinaryUrl, processImage } from '../../libraries/uploads.js';
import type { ImageSize } from '../../libraries/uploads.js';

/** Blog pictures keep their whole frame, at most 1600 pixels on a side. */
const BLOG_IMAGE_SIZE: ImageSize = { width: 1600, height: 1600, fit: 'inside' };

/** The longest text field of the blog form: the content may be long. */
export const MEDIA_FORM_FIELD_MAX_BYTES = 256 * 1024;

/** Multipart with one optional file, `field`, up to the video limit; the content may be long. */
export function mediaUpload(field: string): RequestHandler {
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: {
      fileSize: VIDEO_MAX_BYTES,
      files: 1,
      fields: 20,
      fieldSize: MEDIA_FORM_FIELD_MAX_BYTES,
      parts: 24,
    },
  }).single(field);
  return (req, res, next) => {
    upload(req, res, (error: unknown) => {
      if (error instanceof multer.MulterError && error.code === 'LIMIT_FILE_SIZE') {
        next(AppError.tooLarge('videoTooLarge'));
      } else {
        next(error);
      }
    });
  };
}

type VideoKind = 'mp4' | 'webm';

function sniffVideo(bytes: Buffer): VideoKind | null {
  if (bytes.length >= 12 && bytes.toString('latin1', 4, 8) === 'ftyp') return 'mp4';
  if (bytes.length >= 4 && bytes.readUInt32BE(0) === 0x1a45dfa3) return 'webm';
  return null;
}

function saveVideoLocally(uploadsDir: string) {
  return async (bytes: Buffer, kind: VideoKind): Promise<string> => {
    const name = `${randomBytes(16).toString('hex')}.${kind}`;
    const dir = path.join(uploadsDir, 'videos');
    // Readable by all, like the images (libraries/uploads.ts): the API serves them.
    await ensureDir(uploadsDir, PUBLIC.dir);
    await ensureDir(dir, PUBLIC.dir);
    await writeFileWithMode(path.join(dir, name), bytes, PUBLIC.file);
    return `/uploads/videos/${name}`;
  };
}

function saveVideoToCloudinary(url: string) {
  cloudinary.config({ ...parseCloudinaryUrl(url), secure: true });
  return (bytes: Buffer): Promise<string> =>
    new Promise((resolve, reject) => {
      cloudinary.uploader
        .upload_stream({ folder: 'clinic/videos', resource_type: 'video' }, (error, result) => {
          if (error || !result) reject(error ?? new Error('Cloudinary answered no result'));
          else resolve(result.secure_url);
        })
        .end(bytes);
    });
}

export function createMediaStore({
  config,
  imageStore,
}: Pick<AppContext, 'config' | 'imageStore'>) {
  const saveVideo = config.cloudinaryUrl
    ? saveVideoToCloudinary(config.cloudinaryUrl)
    : saveVideoLocally(path.join(config.dataDir, 'uploads'));

  /** Stores an uploaded blog image or video and answers its URL. */
  async function save(bytes: Buffer, mediaType: 'image' | 'video'): Promise<string> {
    if (mediaType === 'image') {
      if (bytes.length > IMAGE_MAX_BYTES) throw AppError.tooLarge('imageTooLarge');
      return imageStore.save(await processImage(bytes, BLOG_IMAGE_SIZE), 'blogs');
    }
    const kind = sniffVideo(bytes);
    if (!kind) throw AppError.badRequest('videoNotAllowed');
    return saveVideo(bytes, kind);
  }

  return { save };
}
