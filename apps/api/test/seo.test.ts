import { ADMIN_API, SERVICE_SECTIONS } from '@clinic/contracts';
import { describe, expect, it } from 'vitest';
import { loginOperator } from './admin-fixtures.js';
import { addBlog, addDoctor, auth, forEachStore } from './support/harness.js';
import type { TestApi } from './support/harness.js';

const PUBLIC_URL = 'https://care.clinic.example';

async function sitemapUrls(api: TestApi): Promise<string[]> {
  const response = await api.request.get('/sitemap.xml').expect(200);
  return [...String(response.text).matchAll(/^ {2}<url>.*<\/url>$/gm)].map((match) => match[0]);
}

const url = (loc: string) => `  <url><loc>${loc}</loc></url>`;

forEachStore(
  (api) => {
    describe('GET /sitemap.xml', () => {
      it('when doctors and posts exist, then it lists the public pages, each condition, each post with its day and each available doctor’s booking page', async () => {
        const asha = await addDoctor(api());
        await addDoctor(api(), { name: 'Dr. Away', available: false });
        const post = await addBlog(api());

        const response = await api().request.get('/sitemap.xml').expect(200);

        expect(response.headers['content-type']).toBe('application/xml; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.text).toBe(
          [
            '<?xml version="1.0" encoding="UTF-8"?>',
            '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
            url(`${PUBLIC_URL}/`),
            url(`${PUBLIC_URL}/doctors`),
            url(`${PUBLIC_URL}/about`),
            url(`${PUBLIC_URL}/contact`),
            url(`${PUBLIC_URL}/privacy`),
            url(`${PUBLIC_URL}/blog`),
            url(`${PUBLIC_URL}/services`),
            ...SERVICE_SECTIONS.map((section) => url(`${PUBLIC_URL}/services/${section}`)),
            `  <url><loc>${PUBLIC_URL}/blogs/${post._id}</loc><lastmod>${post.createdAt.slice(0, 10)}</lastmod></url>`,
            url(`${PUBLIC_URL}/appointment/${asha._id}`),
            '</urlset>',
            '',
          ].join('\n'),
        );
      });

      it('when the console publishes a post and deletes another, then the sitemap shows the change', async () => {
        const kept = await addBlog(api(), { title: 'Sleep and mood' });
        const { token } = await loginOperator(api());
        const published = await api()
          .request.post(ADMIN_API.blogs)
          .set(auth(token))
          .field('title', 'Walking in the evening')
          .field('content', 'A short walk after dinner helps many of us sleep. '.repeat(3))
          .field('author', 'Dr. Asha Rao')
          .field('mediaType', 'video')
          .field('mediaUrl', 'https://videos.example.org/walk.mp4')
          .expect(201);
        const { blog } = published.body as { blog: { _id: string } };
        await api().request.delete(ADMIN_API.blog(kept._id)).set(auth(token)).expect(200);

        const posts = (await sitemapUrls(api())).filter((entry) => entry.includes('/blogs/'));

        expect(posts).toEqual([
          expect.stringContaining(
            `<loc>${PUBLIC_URL}/blogs/${blog._id}</loc><lastmod>2026-03-02</lastmod>`,
          ),
        ]);
      });
    });

    describe('GET /robots.txt', () => {
      it('when read, then it allows the site, keeps out the API, the console and the private pages, and names the sitemap', async () => {
        const response = await api().request.get('/robots.txt').expect(200);

        expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
        expect(response.headers['cache-control']).toBe('public, max-age=300');
        expect(response.text).toBe(
          [
            'User-agent: *',
            'Allow: /',
            'Disallow: /api/',
            'Disallow: /console/',
            'Disallow: /login',
            'Disallow: /my-profile',
            'Disallow: /my-appointment',
            'Disallow: /reset-password',
            '',
            `Sitemap: ${PUBLIC_URL}/sitemap.xml`,
            '',
          ].join('\n'),
        );
      });
    });
  },
  { PUBLIC_URL },
);

forEachStore((api) => {
  describe('GET /sitemap.xml and /robots.txt without PUBLIC_URL', () => {
    it('when asked at some address, then their URLs start with that address', async () => {
      const origin = `http://127.0.0.1:${String((api().server.address() as { port: number }).port)}`;

      expect((await sitemapUrls(api())).slice(0, 2)).toEqual([
        url(`${origin}/`),
        url(`${origin}/doctors`),
      ]);
      const robots = await api().request.get('/robots.txt').expect(200);
      expect(robots.text).toContain(`\nSitemap: ${origin}/sitemap.xml\n`);
    });
  });
});
