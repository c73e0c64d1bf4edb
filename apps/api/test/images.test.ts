import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** A doctor's photo as the API saves one: WebP, 512 pixels square. */
async function savePhoto(api: TestApi, folder: string, name: string): Promise<string> {
  const dir = path.join(api.dataDir, 'uploads', folder);
  mkdirSync(dir, { recursive: true });
  const webp = await sharp({
    create: { width: 512, height: 512, channels: 3, background: { r: 63, g: 75, b: 191 } },
  })
    .webp()
    .toBuffer();
  writeFileSync(path.join(dir, name), webp);
  return path.join(dir, name);
}

describe('GET /uploads/<folder>/w<width>/<file>', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi('sqlite');
  });
  afterAll(() => stopApi(api));

  it('when a doctor’s photo is asked for narrower, then it comes at that width as WebP, cached for good', async () => {
    await savePhoto(api, 'doctors', 'asha.webp');

    for (const width of [192, 384]) {
      const response = await api.request
        .get(`/uploads/doctors/w${width}/asha.webp`)
        .buffer(true)
        .expect(200);

      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(await sharp(response.body as Buffer).metadata()).toMatchObject({
        format: 'webp',
        width,
        height: width,
      });
    }
  });

  it('when a width, folder or name is not one served, then it is a 404', async () => {
    await savePhoto(api, 'doctors', 'ravi.webp');
    await savePhoto(api, 'avatars', 'priya.webp');

    for (const url of [
      '/uploads/doctors/w100/ravi.webp',
      '/uploads/doctors/192/ravi.webp',
      '/uploads/avatars/w192/priya.webp',
      '/uploads/doctors/w192/nobody.webp',
      '/uploads/doctors/w192/..%2F..%2Fsecrets.json',
    ])
      await api.request.get(url).expect(404);
  });

  it('when the photo was replaced (its file deleted), then its narrower copy is gone too', async () => {
    const file = await savePhoto(api, 'blogs', 'old.webp');
    await api.request.get('/uploads/blogs/w192/old.webp').expect(200);

    rmSync(file);

    await api.request.get('/uploads/blogs/w192/old.webp').expect(404);
  });
});
