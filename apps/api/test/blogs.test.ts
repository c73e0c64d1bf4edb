import {
  API,
  TEXTS,
  blogListResponse,
  blogResponse,
  failureResponse,
  likeResponse,
} from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { addBlog, addOperatorToken, addPatient, auth, forEachStore } from './support/harness.js';

forEachStore((api) => {
  describe('GET /api/user/blogs', () => {
    it('when blogs exist, then it lists them newest first with their media', async () => {
      await addBlog(api(), { title: 'Older', createdAt: new Date('2026-01-01T00:00:00Z') });
      await addBlog(api(), {
        title: 'Newer',
        mediaType: 'video',
        mediaUrl: '/uploads/blogs/talk.mp4',
        createdAt: new Date('2026-02-01T00:00:00Z'),
      });

      const response = await api().request.get(API.blogs).expect(200);

      const { blogs } = blogListResponse.parse(response.body);
      expect(blogs.map((blog) => [blog.title, blog.mediaType])).toEqual([
        ['Newer', 'video'],
        ['Older', 'image'],
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

      await api().request.post(API.likeBlog(blog._id)).set(auth(patient.token)).expect(200);

      const after = await api()
        .request.get(API.blogs)
        .set('If-None-Match', first.headers.etag as string)
        .expect(200);
      expect(blogListResponse.parse(after.body).blogs[0]?.likes).toEqual([patient.id]);
    });
  });

  describe('GET /api/user/blogs/:id', () => {
    it('when the blog exists, then it answers it', async () => {
      const blog = await addBlog(api(), { title: 'Sleep and mood' });

      const response = await api().request.get(API.blog(blog._id)).expect(200);

      expect(blogResponse.parse(response.body).blog).toMatchObject({
        _id: blog._id,
        title: 'Sleep and mood',
        likes: [],
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

      expect(failureResponse.parse(response.body).message).toBe(TEXTS.blogNotFound);
    });

    it('when the id is malformed, then it answers 400', async () => {
      const response = await api().request.get(API.blog('not-an-id')).expect(400);

      expect(failureResponse.parse(response.body).message).toBe(TEXTS.invalidInput);
    });
  });

  describe('POST /api/user/blogs/:id/like', () => {
    it('when a patient likes, then the like is added; a second like takes it back', async () => {
      const blog = await addBlog(api());
      const patient = await addPatient(api());
      const other = await addPatient(api(), 'Other Reader');

      const liked = await api()
        .request.post(API.likeBlog(blog._id))
        .set(auth(patient.token))
        .expect(200);
      expect(likeResponse.parse(liked.body).likes).toEqual([patient.id]);
      await api().request.post(API.likeBlog(blog._id)).set(auth(other.token)).expect(200);

      const unliked = await api()
        .request.post(API.likeBlog(blog._id))
        .set(auth(patient.token))
        .expect(200);

      expect(likeResponse.parse(unliked.body).likes).toEqual([other.id]);
      const detail = await api().request.get(API.blog(blog._id)).expect(200);
      expect(blogResponse.parse(detail.body).blog.likes).toEqual([other.id]);
    });

    it('when no token is sent, then it answers 401', async () => {
      const blog = await addBlog(api());

      const response = await api().request.post(API.likeBlog(blog._id)).expect(401);

      expect(failureResponse.parse(response.body).message).toBe(TEXTS.notAuthorized);
      expect(
        blogResponse.parse((await api().request.get(API.blog(blog._id))).body).blog.likes,
      ).toEqual([]);
    });

    it('when the blog is unknown, then it answers 404', async () => {
      const patient = await addPatient(api());

      const response = await api()
        .request.post(API.likeBlog('e'.repeat(24)))
        .set(auth(patient.token))
        .expect(404);

      expect(failureResponse.parse(response.body).message).toBe(TEXTS.blogNotFound);
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
});
