import {
  API,
  TEXTS,
  blogListResponse,
  blogResponse,
  errorResponse,
  likeResponse,
  likeStatusResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import {
  addBlog,
  addOperatorToken,
  addPatient,
  auth,
  forEachStore,
  startSecondInstance,
} from './support/harness.js';
import type { Patient, TestApi } from './support/harness.js';

async function like(api: TestApi, blogId: string, patient: Patient) {
  const response = await api.request
    .post(API.likeBlog(blogId))
    .set(auth(patient.token))
    .expect(200);
  expect(response.headers['cache-control']).toBe('no-store');
  return likeResponse.parse(response.body);
}

forEachStore((api) => {
  describe('GET /api/user/blogs', () => {
    it('when blogs exist, then it lists them newest first with their media and language', async () => {
      await addBlog(api(), { title: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
      await addBlog(api(), {
        title: 'Newer',
        language: 'hi',
        mediaType: 'video',
        mediaUrl: '/uploads/blogs/talk.mp4',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      });

      const response = await api().request.get(API.blogs).expect(200);

      const { blogs } = blogListResponse.parse(response.body);
      expect(blogs.map((blog) => [blog.title, blog.mediaType, blog.language])).toEqual([
        ['Newer', 'video', 'hi'],
        ['Older', 'image', 'en'],
      ]);
    });

    it('when the client sends the ETag back, then it answers 304; after a like the ETag changes', async () => {
      const blog = await addBlog(api());
      const patient = await addPatient(api());
      const first = await api().request.get(API.blogs).expect(200);
      await api()
        .request.get(API.blogs)
        .set('If-None-Match', first.headers.etag as string)
        .expect(304);

      const liked = await like(api(), blog._id, patient);

      const after = await api()
        .request.get(API.blogs)
        .set('If-None-Match', first.headers.etag as string)
        .expect(200);
      expect(blogListResponse.parse(after.body).blogs[0]).toMatchObject({
        likeCount: liked.likeCount,
      });
      expect(liked.likeCount).toBe(1);
    });

    it('when a post is long, then the list carries its 100-character excerpt and count of likes, not its text or marks', async () => {
      const content = `${'Sleep and mood are closely linked. '.repeat(5)}A steady bedtime helps.`;
      const blog = await addBlog(api(), { title: 'Sleep', content });
      await like(api(), blog._id, await addPatient(api()));

      const response = await api().request.get(API.blogs).expect(200);

      expect(response.body.blogs).toEqual([
        {
          _id: blog._id,
          title: 'Sleep',
          author: blog.author,
          createdAt: blog.createdAt,
          mediaUrl: blog.mediaUrl,
          mediaType: blog.mediaType,
          language: blog.language,
          likeCount: 1,
          excerpt:
            'Sleep and mood are closely linked. Sleep and mood are closely linked. Sleep and mood are closely lin...',
        },
      ]);
      expect(response.text).not.toContain('A steady bedtime helps.');
    });

    it('when patients like posts, then no answer anyone can read names them, and their marks differ from post to post', async () => {
      const sleep = await addBlog(api(), { title: 'Sleep' });
      const worry = await addBlog(api(), { title: 'Worry' });
      const asha = await addPatient(api(), 'Asha Rao');
      const ravi = await addPatient(api(), 'Ravi Kumar');
      const likeAnswers: string[] = [];
      for (const blog of [sleep, worry]) {
        for (const patient of [asha, ravi]) {
          const answer = await api()
            .request.post(API.likeBlog(blog._id))
            .set(auth(patient.token))
            .expect(200);
          likeAnswers.push(answer.text);
        }
      }

      const list = await api().request.get(API.blogs).expect(200);
      const sleepAnswer = await api().request.get(API.blog(sleep._id)).expect(200);
      const worryAnswer = await api().request.get(API.blog(worry._id)).expect(200);

      for (const body of [list.text, sleepAnswer.text, worryAnswer.text, ...likeAnswers]) {
        expect(body).not.toContain(asha.id);
        expect(body).not.toContain(ravi.id);
      }
      const sleepPost = blogResponse.parse(sleepAnswer.body).blog;
      const worryPost = blogResponse.parse(worryAnswer.body).blog;
      expect(sleepPost).toMatchObject({ likeCount: 2 });
      expect(sleepPost.likes).toHaveLength(2);
      expect(worryPost.likes).toHaveLength(2);
      expect(new Set([...sleepPost.likes, ...worryPost.likes]).size).toBe(4);
      expect(blogListResponse.parse(list.body).blogs.map((blog) => blog.likeCount)).toEqual([2, 2]);
    });

    it('when a second API process serves the list, then it answers the same marks and ETag', async () => {
      const blog = await addBlog(api());
      await like(api(), blog._id, await addPatient(api()));
      const second = await startSecondInstance(api());
      try {
        const here = await api().request.get(API.blogs).expect(200);
        const there = await second.request.get(API.blogs).expect(200);

        expect(there.text).toBe(here.text);
        expect(there.headers.etag).toBe(here.headers.etag);
      } finally {
        await second.close();
      }
    });
  });

  describe('GET /api/user/blogs/:id', () => {
    it('when the blog exists, then it answers it', async () => {
      const blog = await addBlog(api(), { title: 'Sleep and mood' });

      const response = await api().request.get(API.blog(blog._id)).expect(200);

      expect(blogResponse.parse(response.body).blog).toMatchObject({
        _id: blog._id,
        title: 'Sleep and mood',
        language: 'en',
        likes: [],
        likeCount: 0,
      });
      await api()
        .request.get(API.blog(blog._id))
        .set('If-None-Match', response.headers.etag as string)
        .expect(304);
    });

    it('when the id is unknown, then it answers 404', async () => {
      const response = await api()
        .request.get(API.blog('d'.repeat(24)))
        .expect(404);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.blogNotFound);
    });

    it('when the id is malformed, then it answers 400', async () => {
      const response = await api().request.get(API.blog('not-an-id')).expect(400);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.invalidInput);
    });
  });

  describe('POST /api/user/blogs/:id/like', () => {
    it('when a patient likes, then the like is added; a second like takes it back', async () => {
      const blog = await addBlog(api());
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Other Reader');

      const liked = await like(api(), blog._id, patient);
      expect(liked).toMatchObject({ likeCount: 1, liked: true });
      expect(liked.likes).toHaveLength(1);
      const both = await like(api(), blog._id, other);
      expect(both).toMatchObject({ likeCount: 2, liked: true });
      expect(both.likes[0]).toBe(liked.likes[0]);

      const unliked = await like(api(), blog._id, patient);

      expect(unliked).toEqual({
        success: true,
        likes: [both.likes[1]],
        likeCount: 1,
        liked: false,
      });
      const detail = await api().request.get(API.blog(blog._id)).expect(200);
      expect(blogResponse.parse(detail.body).blog).toMatchObject({
        likes: [both.likes[1]],
        likeCount: 1,
      });
    });

    it('when no token is sent, then it answers 401', async () => {
      const blog = await addBlog(api());

      const response = await api().request.post(API.likeBlog(blog._id)).expect(401);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.notAuthorized);
      expect(
        blogResponse.parse((await api().request.get(API.blog(blog._id))).body).blog.likeCount,
      ).toBe(0);
    });

    it('when the blog is unknown, then it answers 404', async () => {
      const patient = await addPatient(api());

      const response = await api()
        .request.post(API.likeBlog('e'.repeat(24)))
        .set(auth(patient.token))
        .expect(404);

      expect(errorResponse.parse(response.body).message).toBe(TEXTS.blogNotFound);
    });

    it('when the id is malformed, then it answers 400', async () => {
      const patient = await addPatient(api());

      await api().request.post(API.likeBlog('123')).set(auth(patient.token)).expect(400);
    });

    it('when an operator token is sent, then it answers 403', async () => {
      const blog = await addBlog(api());
      const token = await addOperatorToken(api());

      await api().request.post(API.likeBlog(blog._id)).set(auth(token)).expect(403);
    });
  });

  describe('GET /api/user/blogs/:id/like', () => {
    it('when a patient asks, then it answers whether they like the post, never cached', async () => {
      const blog = await addBlog(api());
      const reader = await addPatient(api());
      const other = await addPatient(api(), 'Other Reader');
      await like(api(), blog._id, reader);

      const mine = await api()
        .request.get(API.likeBlog(blog._id))
        .set(auth(reader.token))
        .expect(200);
      const theirs = await api()
        .request.get(API.likeBlog(blog._id))
        .set(auth(other.token))
        .expect(200);

      expect(likeStatusResponse.parse(mine.body)).toEqual({ success: true, liked: true });
      expect(mine.headers['cache-control']).toBe('no-store');
      expect(likeStatusResponse.parse(theirs.body)).toEqual({ success: true, liked: false });
      await like(api(), blog._id, reader);
      const after = await api()
        .request.get(API.likeBlog(blog._id))
        .set(auth(reader.token))
        .expect(200);
      expect(likeStatusResponse.parse(after.body).liked).toBe(false);
    });

    it('when no token, an operator token, an unknown or a malformed id is sent, then it answers 401, 403, 404 or 400', async () => {
      const blog = await addBlog(api());
      const patient = await addPatient(api());
      const operator = await addOperatorToken(api());

      const anonymous = await api().request.get(API.likeBlog(blog._id)).expect(401);
      await api().request.get(API.likeBlog(blog._id)).set(auth(operator)).expect(403);
      const unknown = await api()
        .request.get(API.likeBlog('e'.repeat(24)))
        .set(auth(patient.token))
        .expect(404);
      await api().request.get(API.likeBlog('123')).set(auth(patient.token)).expect(400);

      expect(errorResponse.parse(anonymous.body).message).toBe(TEXTS.notAuthorized);
      expect(errorResponse.parse(unknown.body).message).toBe(TEXTS.blogNotFound);
    });
  });
});
