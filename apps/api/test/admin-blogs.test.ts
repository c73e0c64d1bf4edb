import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  TEXTS,
  adminBlogResponse,
  auditResponse,
  blogListResponse,
  blogResponse,
  messageResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { UNKNOWN_ID, expectFailure, loginOperator, mp4Bytes, pngImage } from './admin-fixtures.js';
import { addBlog, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const POST = {
  title: 'Talking to children about worry',
  content: 'Children notice more than we think. Here is how to start the conversation gently.',
  author: 'Dr. Meera Iyer',
};

async function publicBlogs(api: TestApi) {
  return blogListResponse.parse((await api.request.get(API.blogs).expect(200)).body).blogs;
}

async function auditOf(api: TestApi, token: string) {
  return auditResponse.parse(
    (await api.request.get(ADMIN_API.audit).set(auth(token)).expect(200)).body,
  );
}

forEachStore((api) => {
  describe('POST /api/admin/blogs', () => {
    it('when the media is a link, then the post is published at once in the public list', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .send({ ...POST, mediaType: 'video', mediaUrl: 'https://videos.example.org/worry.mp4' })
        .expect(201);

      const { blog, message } = adminBlogResponse.parse(response.body);
      expect(message).toBe(ADMIN_TEXTS.blogCreated);
      expect(blog).toMatchObject({
        ...POST,
        mediaType: 'video',
        mediaUrl: 'https://videos.example.org/worry.mp4',
        language: 'en',
        likes: [],
        createdAt: '2026-03-02T03:30:00.000Z',
      });
      expect((await publicBlogs(api())).map((item) => item.title)).toEqual([POST.title]);
      expect((await auditOf(api(), operator.token)).entries[0]).toMatchObject({
        action: 'blog.create',
        targetId: blog._id,
        before: null,
      });
    });

    it('when the post is marked Hindi, then the public list and its page carry the language', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .send({
          ...POST,
          title: 'बच्चों से चिंता के बारे में बात करना',
          mediaType: 'image',
          mediaUrl: 'https://example.org/worry.png',
          language: 'hi',
        })
        .expect(201);

      const { blog } = adminBlogResponse.parse(response.body);
      expect(blog.language).toBe('hi');
      expect((await publicBlogs(api())).map((item) => item.language)).toEqual(['hi']);
      const detail = await api().request.get(API.blog(blog._id)).expect(200);
      expect(blogResponse.parse(detail.body).blog.language).toBe('hi');
      expect((await auditOf(api(), operator.token)).entries[0]?.after).toMatchObject({
        language: 'hi',
      });
    });

    it('when the language is not English or Hindi, then it is a 400 naming the field and nothing is published', async () => {
      const operator = await loginOperator(api());
      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .send({
          ...POST,
          mediaType: 'image',
          mediaUrl: 'https://example.org/a.png',
          language: 'fr',
        })
        .expect(400);
      expect(response.body).toMatchObject({
        success: false,
        message: TEXTS.invalidInput,
        errors: { language: 'Invalid option: expected one of "en"|"hi"' },
      });
      expect(await publicBlogs(api())).toEqual([]);
    });

    it('when an image is uploaded, then it is re-encoded as WebP and served', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .field({ ...POST, mediaType: 'image' })
        .attach('media', await pngImage(2400, 1200), 'cover.png')
        .expect(201);

      const { blog } = adminBlogResponse.parse(response.body);
      expect(blog.mediaUrl).toMatch(/^\/uploads\/blogs\/[a-f0-9]{32}\.webp$/);
      const served = await api().request.get(blog.mediaUrl).expect(200);
      expect(served.headers['content-type']).toBe('image/webp');
    });

    it('when a video is uploaded, then its bytes decide: MP4 is kept and served, anything else is a 400', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .field({ ...POST, mediaType: 'video' })
        .attach('media', mp4Bytes(), { filename: 'talk.mp4', contentType: 'video/mp4' })
        .expect(201);
      const fake = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .field({ ...POST, mediaType: 'video' })
        .attach('media', Buffer.from('<html><script>alert(1)</script></html>'), {
          filename: 'talk.mp4',
          contentType: 'video/mp4',
        })
        .expect(400);

      const { blog } = adminBlogResponse.parse(response.body);
      expect(blog.mediaUrl).toMatch(/^\/uploads\/videos\/[a-f0-9]{32}\.mp4$/);
      const served = await api().request.get(blog.mediaUrl).expect(200);
      expect(served.headers['content-type']).toBe('video/mp4');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expectFailure(fake.body, ADMIN_TEXTS.videoNotAllowed);
    });

    it('when an uploaded image is over 2 MB, then it is a 413', async () => {
      const operator = await loginOperator(api());
      const big = Buffer.concat([await pngImage(), Buffer.alloc(2 * 1024 * 1024)]);

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .field({ ...POST, mediaType: 'image' })
        .attach('media', big, 'big.png')
        .expect(413);

      expectFailure(response.body, TEXTS.imageTooLarge);
    });

    it('when an uploaded image is over 16 megapixels, then it is a 413 and nothing is published', async () => {
      const operator = await loginOperator(api());

      const response = await api()
        .request.post(ADMIN_API.blogs)
        .set(auth(operator.token))
        .field({ ...POST, mediaType: 'image' })
        .attach('media', await pngImage(5000, 4000), 'large.png')
        .expect(413);

      expectFailure(response.body, TEXTS.imageTooManyPixels);
      expect(await publicBlogs(api())).toEqual([]);
    });

    it('when media, a field or a proper link is missing, then it is a 400 and nothing is published', async () => {
      const operator = await loginOperator(api());
      const cases = [
        [{ ...POST, mediaType: 'image' }, ADMIN_TEXTS.blogMediaRequired],
        [{ ...POST, mediaType: 'image', mediaUrl: 'javascript:alert(1)' }, TEXTS.invalidInput],
        [{ ...POST, mediaType: 'gif', mediaUrl: 'https://example.org/a.gif' }, TEXTS.invalidInput],
        [
          { ...POST, title: ' ', mediaType: 'image', mediaUrl: 'https://example.org/a.png' },
          TEXTS.invalidInput,
        ],
        [
          {
            ...POST,
            author: { $ne: '' },
            mediaType: 'image',
            mediaUrl: 'https://example.org/a.png',
          },
          TEXTS.invalidInput,
        ],
      ] as const;
      for (const [body, message] of cases) {
        const response = await api()
          .request.post(ADMIN_API.blogs)
          .set(auth(operator.token))
          .send(body)
          .expect(400);
        expectFailure(response.body, message);
      }
      expect(await publicBlogs(api())).toEqual([]);
    });
  });

  describe('PUT /api/admin/blogs/:id', () => {
    it('when the title and media change, then the public post shows them and the audit log keeps both', async () => {
      const operator = await loginOperator(api());
      const blog = await addBlog(api(), { title: 'Sleep and mood' });

      const response = await api()
        .request.put(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .send({
          title: 'Sleep, mood and screens',
          mediaType: 'video',
          mediaUrl: 'https://videos.example.org/sleep.webm',
        })
        .expect(200);

      expect(adminBlogResponse.parse(response.body).blog).toMatchObject({
        title: 'Sleep, mood and screens',
        content: blog.content,
        mediaType: 'video',
        mediaUrl: 'https://videos.example.org/sleep.webm',
      });
      const detail = await api().request.get(API.blog(blog._id)).expect(200);
      expect(detail.body.blog.title).toBe('Sleep, mood and screens');
      expect((await auditOf(api(), operator.token)).entries[0]).toMatchObject({
        action: 'blog.update',
        before: { title: 'Sleep and mood', mediaType: 'image' },
        after: { title: 'Sleep, mood and screens', mediaType: 'video' },
      });
    });

    it('when the language changes, then the public post carries the new one; an edit without it keeps it', async () => {
      const operator = await loginOperator(api());
      const blog = await addBlog(api());

      const marked = await api()
        .request.put(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .send({ language: 'hi' })
        .expect(200);
      expect(adminBlogResponse.parse(marked.body).blog.language).toBe('hi');
      const retitled = await api()
        .request.put(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .send({ title: 'नींद और मन' })
        .expect(200);
      expect(adminBlogResponse.parse(retitled.body).blog).toMatchObject({
        title: 'नींद और मन',
        language: 'hi',
      });
      const detail = await api().request.get(API.blog(blog._id)).expect(200);
      expect(blogResponse.parse(detail.body).blog.language).toBe('hi');

      const wrong = await api()
        .request.put(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .send({ language: 'HI' })
        .expect(400);
      expect(wrong.body).toMatchObject({
        message: TEXTS.invalidInput,
        errors: { language: 'Invalid option: expected one of "en"|"hi"' },
      });
    });

    it('when only the media type changes, then it is a 400: the old media is of the other type', async () => {
      const operator = await loginOperator(api());
      const blog = await addBlog(api());
      const response = await api()
        .request.put(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .send({ mediaType: 'video' })
        .expect(400);
      expectFailure(response.body, ADMIN_TEXTS.blogMediaRequired);
    });

    it('when the post is unknown, then it is a 404', async () => {
      const operator = await loginOperator(api());
      const response = await api()
        .request.put(ADMIN_API.blog(UNKNOWN_ID))
        .set(auth(operator.token))
        .send({ title: 'New' })
        .expect(404);
      expectFailure(response.body, TEXTS.blogNotFound);
    });
  });

  describe('DELETE /api/admin/blogs/:id', () => {
    it('when deleted, then the post is gone from the list and its page, and a second delete is a 404', async () => {
      const operator = await loginOperator(api());
      const blog = await addBlog(api());
      await api().request.get(API.blog(blog._id)).expect(200);

      const response = await api()
        .request.delete(ADMIN_API.blog(blog._id))
        .set(auth(operator.token))
        .expect(200);

      expect(messageResponse.parse(response.body).message).toBe(ADMIN_TEXTS.blogDeleted);
      expect(await publicBlogs(api())).toEqual([]);
      await api().request.get(API.blog(blog._id)).expect(404);
      await api().request.delete(ADMIN_API.blog(blog._id)).set(auth(operator.token)).expect(404);
      expect((await auditOf(api(), operator.token)).entries[0]).toMatchObject({
        action: 'blog.delete',
        targetId: blog._id,
        after: null,
      });
    });
  });
});
