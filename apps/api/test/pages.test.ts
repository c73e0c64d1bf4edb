import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AppCode } from '@clinic/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addBlog, addDoctor, forEachStore, startApi, stopApi } from './support/harness.js';
import type { TestApi } from './support/harness.js';

/** The web app's build (turbo builds it before these tests: turbo.json, @clinic/api#test). */
const WEB_DIST = path.resolve(import.meta.dirname, '../../web/dist');

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const metaOf = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"/>`).exec(html)?.[1];
const canonicalOf = (html: string) => /<link rel="canonical" href="([^"]*)"\/>/.exec(html)?.[1];
const structuredData = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map(
    ([, json]) => JSON.parse(json ?? '') as Record<string, unknown>,
  );
const stateOf = (html: string) => {
  const json = /<script type="application\/json" id="app-state">(.*?)<\/script>/.exec(html)?.[1];
  return json === undefined ? undefined : (JSON.parse(json) as { origin: string });
};
/** The code a painted page starts once painted (#app-chunks; apps/web/src/boot.ts). */
const appCodeOf = (html: string) =>
  JSON.parse(
    /<script type="application\/json" id="app-chunks">(.*?)<\/script>/.exec(html)?.[1] ?? 'null',
  ) as AppCode | null;
const chunksOf = (html: string) => appCodeOf(html)?.preload ?? null;
/** An element's text with its markup (attributes, inner tags) taken out. */
const headings = (html: string, tag: 'h1' | 'h2') =>
  [...html.matchAll(new RegExp(`<${tag}[^>]*>(.*?)</${tag}>`, 'g'))].map(([, inner]) =>
    (inner ?? '').replace(/<[^>]+>/g, ''),
  );

const htmlLangOf = (html: string) => /<html lang="([^"]*)">/.exec(html)?.[1];

/** A Hindi reader's browser: Hindi first, then English. */
const HINDI_BROWSER = { 'Accept-Language': 'hi-IN,hi;q=0.9,en;q=0.8' };

async function page(api: TestApi, url: string, status = 200, headers: Record<string, string> = {}) {
  const response = await api.request.get(url).set(headers).expect(status);
  expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  return { html: response.text, headers: response.headers };
}

const originOf = (api: TestApi) => {
  const address = api.server.address();
  if (address === null || typeof address === 'string') throw new Error('Not listening');
  return `http://127.0.0.1:${address.port}`;
};

forEachStore(
  (api) => {
    describe('GET /doctors', () => {
      it('when doctors are listed, then the HTML names them and describes each as a Physician', async () => {
        const asha = await addDoctor(api());
        await addDoctor(api(), { name: 'Dr. Vikram Iyer', speciality: 'Pediatrician' });

        const { html, headers } = await page(api(), '/doctors');

        expect(headings(html, 'h1')).toEqual(['All Doctors']);
        expect(html).toContain('Dr. Asha Rao');
        expect(html).toContain('Dr. Vikram Iyer');
        const origin = originOf(api());
        expect(structuredData(html)).toContainEqual({
          '@context': 'https://schema.org',
          '@type': 'Physician',
          name: 'Dr. Asha Rao',
          image: `${origin}/uploads/doctors/asha.webp`,
          description: 'Psychiatrist, MBBS, MD (Psychiatry)',
          medicalSpecialty: 'Psychiatric',
          worksFor: { '@id': `${origin}/#clinic` },
          url: `${origin}/appointment/${asha._id}`,
        });
        expect(titleOf(html)).toBe('All Doctors | Holistic Mind Clinic');
        expect(metaOf(html, 'description')).toBe(
          'Browse our psychiatrists, psychologists and child doctors and book a 30-minute appointment online.',
        );
        expect(metaOf(html, 'og:title')).toBe('All Doctors | Holistic Mind Clinic');
        expect(metaOf(html, 'og:type')).toBe('website');
        expect(metaOf(html, 'og:url')).toBe(`${origin}/doctors`);
        expect(canonicalOf(html)).toBe(`${origin}/doctors`);
        expect(metaOf(html, 'robots')).toBeUndefined();
        expect(headers['x-robots-tag']).toBeUndefined();
        expect(headers['cache-control']).toBe('no-cache');
      });

      it('when a speciality is chosen, then the title and canonical address name it', async () => {
        await addDoctor(api(), { name: 'Dr. Vikram Iyer', speciality: 'Pediatrician' });

        const { html } = await page(api(), '/doctors?speciality=Pediatrician');

        expect(titleOf(html)).toBe('Pediatricians | Holistic Mind Clinic');
        expect(canonicalOf(html)).toBe(`${originOf(api())}/doctors?speciality=Pediatrician`);
      });

      it('when a name holds markup, then the embedded JSON cannot close its script', async () => {
        await addDoctor(api(), { name: 'Dr. </script><script>alert(1)</script>' });

        const { html } = await page(api(), '/doctors');

        expect(html).not.toContain('</script><script>alert(1)');
        expect(structuredData(html)[0]?.name).toBe('Dr. </script><script>alert(1)</script>');
      });
    });

    describe('GET /appointment/:docId', () => {
      it('when the doctor exists, then the page names them, with their photo and a Physician', async () => {
        const asha = await addDoctor(api());

        const { html } = await page(api(), `/appointment/${asha._id}`);

        expect(headings(html, 'h1').join()).toContain('Dr. Asha Rao');
        expect(titleOf(html)).toBe('Book an appointment with Dr. Asha Rao');
        expect(metaOf(html, 'og:type')).toBe('profile');
        expect(metaOf(html, 'og:image')).toBe(`${originOf(api())}/uploads/doctors/asha.webp`);
        expect(structuredData(html).map((item) => item['@type'])).toEqual(['Physician']);
      });

      it('when no doctor has the id, then it answers 404 with the not-found page', async () => {
        await addDoctor(api());

        const { html } = await page(api(), '/appointment/65f0a1b2c3d4e5f6a7b8c9d0', 404);

        expect(headings(html, 'h1')).toEqual(['Page not found']);
        expect(titleOf(html)).toBe('Page not found | Holistic Mind Clinic');
        expect(stateOf(html)).toBeUndefined();
      });
    });

    describe('GET /blogs/:id', () => {
      it('when the post exists, then the HTML holds its title, text and picture', async () => {
        const blog = await addBlog(api(), {
          title: 'Sleep and mood',
          content: 'How sleep shapes the way we feel.\n\nSmall steps that help.',
        });

        const { html } = await page(api(), `/blogs/${blog._id}`);

        expect(headings(html, 'h1')).toEqual(['Sleep and mood']);
        expect(html).toContain('<p>How sleep shapes the way we feel.</p>');
        expect(html).toContain('<p>Small steps that help.</p>');
        expect(titleOf(html)).toBe('Sleep and mood | Holistic Mind Clinic');
        expect(metaOf(html, 'description')).toBe(
          'How sleep shapes the way we feel. Small steps that help.',
        );
        expect(metaOf(html, 'og:type')).toBe('article');
        expect(metaOf(html, 'og:image')).toBe(`${originOf(api())}/uploads/blogs/sleep.webp`);
        expect(stateOf(html)?.origin).toBe(originOf(api()));
      });

      it('when no post has the id, or the id is malformed or badly escaped, then it answers 404 with the not-found page', async () => {
        for (const id of ['65f0a1b2c3d4e5f6a7b8c9d0', 'not-an-id', '%E0%A4%A']) {
          const { html } = await page(api(), `/blogs/${id}`, 404);
          expect(headings(html, 'h1')).toEqual(['Page not found']);
        }
      });
    });

    describe('GET /blog', () => {
      it('when posts exist, then the list names them', async () => {
        await addBlog(api(), { title: 'Sleep and mood' });
        await addBlog(api(), { title: 'Talking to a teenager' });

        const { html } = await page(api(), '/blog');

        expect(html).toContain('Sleep and mood');
        expect(html).toContain('Talking to a teenager');
        expect(titleOf(html)).toBe('Blogs | Holistic Mind Clinic');
      });
    });

    describe('a Hindi reader', () => {
      it('when the lang cookie is hi, then /doctors is in Hindi, title included', async () => {
        await addDoctor(api());

        const { html, headers } = await page(api(), '/doctors', 200, { Cookie: 'lang=hi' });

        expect(htmlLangOf(html)).toBe('hi');
        expect(headings(html, 'h1')).toEqual(['सभी डॉक्टर']);
        expect(html).toContain('Dr. Asha Rao');
        expect(titleOf(html)).toBe('सभी डॉक्टर | Holistic Mind Clinic');
        expect(metaOf(html, 'description')).toBe(
          'हमारे मनोचिकित्सकों, मनोवैज्ञानिकों और बच्चों के डॉक्टरों को देखें और ऑनलाइन 30 मिनट का अपॉइंटमेंट बुक करें।',
        );
        expect(metaOf(html, 'og:locale')).toBe('hi_IN');
        expect(headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      });

      it('when /doctors is in Hindi, then the layout and doctors Hindi texts are listed with its chunks', async () => {
        await addDoctor(api());

        const { html } = await page(api(), '/doctors', 200, { Cookie: 'lang=hi' });

        for (const name of ['layout', 'doctors'])
          expect(chunksOf(html)).toContainEqual(
            expect.stringMatching(new RegExp(`^/assets/hi-${name}-[\\w-]+\\.js$`)),
          );
      });

      it('when the browser asks for Hindi and no cookie is set, then /doctors is in Hindi', async () => {
        const { html } = await page(api(), '/doctors', 200, HINDI_BROWSER);

        expect(htmlLangOf(html)).toBe('hi');
        expect(headings(html, 'h1')).toEqual(['सभी डॉक्टर']);
        expect(titleOf(html)).toBe('सभी डॉक्टर | Holistic Mind Clinic');
      });

      it('when the lang cookie is en, then a Hindi browser gets English', async () => {
        const { html, headers } = await page(api(), '/doctors', 200, {
          ...HINDI_BROWSER,
          Cookie: 'session=abc; lang=en',
        });

        expect(htmlLangOf(html)).toBe('en');
        expect(headings(html, 'h1')).toEqual(['All Doctors']);
        expect(titleOf(html)).toBe('All Doctors | Holistic Mind Clinic');
        expect(metaOf(html, 'og:locale')).toBe('en_IN');
        expect(headers.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
      });

      it('when a booking page is asked for in Hindi, then its title names the doctor in Hindi', async () => {
        const asha = await addDoctor(api());

        const { html } = await page(api(), `/appointment/${asha._id}`, 200, HINDI_BROWSER);

        expect(htmlLangOf(html)).toBe('hi');
        expect(titleOf(html)).toBe('Dr. Asha Rao के साथ अपॉइंटमेंट बुक करें');
      });

      it('when a post is asked for in Hindi, then the page around it is in Hindi', async () => {
        const blog = await addBlog(api(), { title: 'Sleep and mood' });

        for (const headers of [{ Cookie: 'lang=hi' }, HINDI_BROWSER]) {
          const { html } = await page(api(), `/blogs/${blog._id}`, 200, headers);

          expect(htmlLangOf(html)).toBe('hi');
          // The post is written in one language; the site's texts around it follow the reader.
          expect(headings(html, 'h1')).toEqual(['Sleep and mood']);
          expect(html).toContain('← सभी ब्लॉग');
          expect(titleOf(html)).toBe('Sleep and mood | Holistic Mind Clinic');
        }
      });

      it('when a missing post is asked for in Hindi, then the not-found page is in Hindi', async () => {
        const { html } = await page(api(), '/blogs/not-an-id', 404, { Cookie: 'lang=hi' });

        expect(htmlLangOf(html)).toBe('hi');
        expect(titleOf(html)).toBe('पेज नहीं मिला | Holistic Mind Clinic');
      });
    });
  },
  { WEB_DIST },
);

describe('pages without data from the store', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi('sqlite', { WEB_DIST, PUBLIC_URL: 'https://clinic.example/' });
  });
  afterAll(() => stopApi(api));

  it('when a condition page is asked for, then the HTML holds its headings and summary', async () => {
    const { html } = await page(api, '/services/DepressionTreatment');

    expect(htmlLangOf(html)).toBe('en');
    expect(headings(html, 'h1')).toEqual(['Depression']);
    expect(headings(html, 'h2')).toEqual(
      expect.arrayContaining(['Overview', 'Symptoms', 'Causes', 'Treatment at our clinic']),
    );
    expect(html).toContain('Depression is more than feeling sad for a few days.');
    expect(titleOf(html)).toBe('Depression | Holistic Mind Clinic');
    expect(metaOf(html, 'description')).toBe(
      'Low mood and loss of interest that last for weeks. Common, not a weakness, and treatable.',
    );
  });

  it('when a Hindi reader asks for a condition page, by cookie or by browser, then it is in Hindi', async () => {
    for (const headers of [{ Cookie: 'lang=hi' }, HINDI_BROWSER]) {
      const { html, headers: answer } = await page(
        api,
        '/services/DepressionTreatment',
        200,
        headers,
      );

      expect(htmlLangOf(html)).toBe('hi');
      expect(headings(html, 'h1')).toEqual(['डिप्रेशन (अवसाद)']);
      expect(html).toContain('अवसाद (डिप्रेशन) कुछ दिनों तक उदास रहने से कहीं बढ़कर है।');
      expect(html).not.toContain('Depression is more than feeling sad for a few days.');
      expect(titleOf(html)).toBe('डिप्रेशन (अवसाद) | Holistic Mind Clinic');
      expect(metaOf(html, 'description')).toBe(
        'उदास मूड और रुचि का ख़त्म होना, जो हफ़्तों तक रहे। आम है, कमज़ोरी नहीं, और इसका इलाज हो सकता है।',
      );
      expect(answer.vary).toBe('Cookie, Accept-Language, Accept-Encoding');
    }
  });

  it('when Hindi and English pages are asked for in turn, then each keeps its own language', async () => {
    const pages = await Promise.all(
      ['lang=hi', 'lang=en', 'lang=hi', 'lang=en'].map((Cookie) =>
        page(api, '/services/DepressionTreatment', 200, { Cookie }),
      ),
    );

    expect(pages.map(({ html }) => headings(html, 'h1')[0])).toEqual([
      'डिप्रेशन (अवसाद)',
      'Depression',
      'डिप्रेशन (अवसाद)',
      'Depression',
    ]);
  });

  it('when a page is rendered, then its route chunk is listed for the app to fetch with its own', async () => {
    const { html } = await page(api, '/contact');

    const code = appCodeOf(html);
    // The app's chunks run one at a time, each after those it imports, the entry last.
    expect(code?.run[0]).toMatch(/^\/assets\/rolldown-runtime-[\w-]+\.js$/);
    expect(code?.run).toContainEqual(expect.stringMatching(/^\/assets\/react-dom-[\w-]+\.js$/));
    expect(code?.run.at(-1)).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    expect(code?.preload).toContainEqual(
      expect.stringMatching(/^\/assets\/contact-page-[\w-]+\.js$/),
    );
    expect(code?.preload).not.toContainEqual(expect.stringMatching(/^\/assets\/react-dom-/));
  });

  it('when a page is rendered in Hindi, then the Hindi texts its hydration waits for are listed', async () => {
    const { html } = await page(api, '/contact', 200, { Cookie: 'lang=hi' });

    const chunks = chunksOf(html);
    // Read by the render (layout, components, contact), or defined by the app's entry (lib, home).
    for (const name of ['layout', 'components', 'contact', 'lib', 'home'])
      expect(chunks).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/hi-${name}-[\\w-]+\\.js$`)),
      );
    expect(chunks).not.toContainEqual(
      expect.stringMatching(/^\/assets\/hi-(?:doctors|booking|blogs)-/),
    );
  });

  it('when a page in Hindi runs code that defines texts its render did not read, then their Hindi is listed too', async () => {
    const { html } = await page(api, '/about', 200, { Cookie: 'lang=hi' });

    // Its chunks bring the error state, which imports the server's messages and the shared texts;
    // the render shows neither.
    const chunks = chunksOf(html);
    expect(chunks).toContainEqual(expect.stringMatching(/^\/assets\/error-state-[\w-]+\.js$/));
    for (const name of ['about', 'messages', 'texts'])
      expect(chunks).toContainEqual(
        expect.stringMatching(new RegExp(`^/assets/hi-${name}-[\\w-]+\\.js$`)),
      );
    expect(new Set(chunks).size).toBe(chunks?.length);
  });

  it('when a page is rendered in English, then no Hindi text is listed or preloaded', async () => {
    const { html } = await page(api, '/contact');

    expect(chunksOf(html)).not.toContainEqual(expect.stringMatching(/^\/assets\/hi-/));
    expect(html).not.toMatch(/href="\/assets\/hi-/);
  });

  it('when a private page is rendered (the browser draws it), then its head starts the app at once, with its chunks preloaded, and none is listed', async () => {
    const { html } = await page(api, '/login');

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/);
    expect(head).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/react-[\w-]+\.js">/,
    );
    expect(head).not.toContain('fetchpriority');
    expect(chunksOf(html)).toBeNull();
  });

  it('when a page is rendered, then it paints from its HTML: its rules inlined, the stylesheet and the code not holding it up', async () => {
    const { html } = await page(api, '/contact');

    const head = html.slice(0, html.indexOf('</head>'));
    const inlined = /<style>(.*?)<\/style>/s.exec(head)?.[1] ?? '';
    // The rules of classes the page uses (its heading's), not those of classes it does not.
    expect(html).toMatch(/<h1 class="[^"]*\btext-2xl\b/);
    expect(inlined).toContain('.text-2xl{');
    expect(html).not.toContain('sm:ml-76');
    expect(inlined).not.toContain('.sm\\:ml-76');
    // The whole stylesheet is print-only (src/main.tsx turns it on), so no paint waits for it.
    const stylesheets = [...head.matchAll(/<link [^>]*rel="stylesheet"[^>]*>/g)].map(
      ([tag]) => tag,
    );
    expect(stylesheets).toEqual([
      expect.stringMatching(
        /^<link id="app-styles" media="print" rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">$/,
      ),
    ]);
    // Rules beasties cannot match by itself, such as Tailwind's `space-y-*`, whose margins would
    // shift the page once the whole stylesheet came.
    const condition = (await page(api, '/services/DepressionTreatment')).html;
    expect(condition).toMatch(/<section [^>]*class="space-y-3"/);
    expect(/<style>(.*?)<\/style>/s.exec(condition)?.[1]).toContain(
      ':where(.space-y-3>:not(:last-child))',
    );
    // The code waits for the first screen: one small entry at low priority (apps/web/src/boot.ts),
    // which fetches the app and the listed chunks once the page is painted; nothing preloaded.
    expect([...head.matchAll(/<script type="module"[^>]*>/g)].map(([tag]) => tag)).toEqual([
      expect.stringMatching(
        /^<script type="module" fetchpriority="low" crossorigin src="\/assets\/boot-[\w-]+\.js">$/,
      ),
    ]);
    expect(html).not.toContain('rel="modulepreload"');
  });

  it('when a page is rendered in Hindi, then its inlined rules draw Devanagari in the self-hosted font; in English they never name it', async () => {
    const inlined = async (Cookie: string) =>
      /<style>(.*?)<\/style>/s.exec((await page(api, '/contact', 200, { Cookie })).html)?.[1] ?? '';

    const hindi = await inlined('lang=hi');
    expect(hindi).toMatch(/@font-face\{font-family:Noto Sans Devanagari;[^}]*font-display:swap/);
    expect(hindi).toContain(':lang(hi){');
    const english = await inlined('lang=en');
    expect(english).not.toContain('Noto Sans Devanagari');
    expect(english).not.toContain(':lang(hi)');
  });

  it('when PUBLIC_URL is set, then the canonical and og:url addresses use it', async () => {
    const { html } = await page(api, '/services/DepressionTreatment');

    expect(canonicalOf(html)).toBe('https://clinic.example/services/DepressionTreatment');
    expect(metaOf(html, 'og:url')).toBe('https://clinic.example/services/DepressionTreatment');
  });

  it('when the home, about or contact page is asked for, then it describes the clinic as a MedicalClinic', async () => {
    for (const [url, title] of [
      ['/', 'Holistic Mind Clinic: book a mental-health appointment'],
      ['/about', 'About Us | Holistic Mind Clinic'],
      ['/contact', 'Contact Us | Holistic Mind Clinic'],
    ] as const) {
      const { html } = await page(api, url);
      expect(titleOf(html)).toBe(title);
      expect(structuredData(html)).toEqual([
        {
          '@context': 'https://schema.org',
          '@type': 'MedicalClinic',
          '@id': 'https://clinic.example/#clinic',
          name: 'Holistic Mind Clinic',
          url: 'https://clinic.example/',
          logo: 'https://clinic.example/favicon.svg',
          telephone: '+91 98765 43210',
          email: 'care@clinic.example',
          address: {
            '@type': 'PostalAddress',
            streetAddress: '12 MG Road, Indiranagar',
            addressLocality: 'Bengaluru, Karnataka 560038',
            addressCountry: 'IN',
          },
          medicalSpecialty: ['Psychiatric', 'Pediatric'],
        },
      ]);
    }
  });

  it('when another segment follows /services/ (the navigation links the literal :section), then the hub answers', async () => {
    const { html } = await page(api, '/services/:section');

    expect(headings(html, 'h1')).toEqual(['Our Services']);
    expect(titleOf(html)).toBe('Our Services | Holistic Mind Clinic');
    expect(canonicalOf(html)).toBe('https://clinic.example/services');
  });

  it('when an unknown address is asked for, then it answers 404 with the not-found page and no canonical address', async () => {
    const { html } = await page(api, '/no-such-page', 404);

    expect(headings(html, 'h1')).toEqual(['Page not found']);
    expect(titleOf(html)).toBe('Page not found | Holistic Mind Clinic');
    expect(canonicalOf(html)).toBeUndefined();
  });

  it('when a private page is asked for, then it is marked noindex in the header and the HTML, and not rendered', async () => {
    for (const [url, title] of [
      ['/my-profile', 'My Profile | Holistic Mind Clinic'],
      ['/my-appointment', 'My Appointments | Holistic Mind Clinic'],
      ['/my-appointment/65f0a1b2c3d4e5f6a7b8c9d0', 'Your appointment | Holistic Mind Clinic'],
      ['/login', 'Login | Holistic Mind Clinic'],
      ['/reset-password', 'Reset your password | Holistic Mind Clinic'],
    ] as const) {
      const { html, headers } = await page(api, url);
      expect(headers['x-robots-tag']).toBe('noindex');
      expect(metaOf(html, 'robots')).toBe('noindex');
      expect(titleOf(html)).toBe(title);
      expect(stateOf(html)).toBeUndefined();
      expect(headings(html, 'h1')).toEqual([]);
      // Drawn by the browser's code, which the stylesheet must not come after.
      expect(html).toMatch(
        /<link rel="stylesheet" crossorigin href="\/assets\/index-[\w-]+\.css">/,
      );
      expect(html).not.toContain('<style>');
    }
  });

  it('when a page carries its data, then the CSP still allows no inline script', async () => {
    const { html, headers } = await page(api, '/services/DepressionTreatment');

    expect(stateOf(html)?.origin).toBe('https://clinic.example');
    const scriptSrc = /script-src ([^;]*)/.exec(String(headers['content-security-policy']));
    expect(scriptSrc?.[1]).toBe("'self'");
  });
});

describe('pages without the server build', () => {
  let api: TestApi;
  let webDist: string;
  const INDEX = '<!doctype html><html><head><title>Plain</title></head><body></body></html>';
  beforeAll(async () => {
    webDist = path.join(mkdtempSync(path.join(tmpdir(), 'clinic-web-')), 'dist');
    mkdirSync(webDist);
    writeFileSync(path.join(webDist, 'index.html'), INDEX);
    const consoleDist = mkdtempSync(path.join(tmpdir(), 'clinic-console-'));
    writeFileSync(path.join(consoleDist, 'index.html'), INDEX);
    api = await startApi('sqlite', { WEB_DIST: webDist, CONSOLE_DIST: consoleDist });
  });
  afterAll(async () => {
    await stopApi(api);
    rmSync(path.dirname(webDist), { recursive: true, force: true });
  });

  it('when a page is asked for, then the plain index.html answers, private ones still noindex', async () => {
    const doctors = await page(api, '/doctors');
    expect(doctors.html).toBe(INDEX);
    expect(doctors.headers['x-robots-tag']).toBeUndefined();

    const profile = await page(api, '/my-profile');
    expect(profile.html).toBe(INDEX);
    expect(profile.headers['x-robots-tag']).toBe('noindex');
  });

  it('when the console is asked for, then it is marked noindex', async () => {
    const response = await api.request.get('/console/').expect(200);

    expect(response.headers['x-robots-tag']).toBe('noindex');
  });
});

describe('pages rendered by a stand-in server build', () => {
  let api: TestApi;
  let web: string;
  const INDEX =
    '<!doctype html><html lang="en"><head><!--app-head--><!--/app-head--></head>' +
    '<body><div id="root"><!--app-html--><!--/app-html--></div></body></html>';
  // What the web app's server entry is handed: the request and a data source, nothing chosen by
  // path. It names a private page itself, as the web app's routes do.
  const RENDERER = `export async function render({ url, origin, locale, source, ...rest }) {
    const { pathname } = new URL(url, origin);
    const seen = {
      url,
      locale,
      rest: Object.keys(rest),
      clinic: (await source.config()).name,
      doctors: (await source.doctors()).map((doctor) => doctor.name),
      blogs: (await source.blogs()).map((blog) => blog.title),
      missingBlog: (await source.blog('65f0a1b2c3d4e5f6a7b8c9d0')) ?? null,
      malformedBlog: (await source.blog('not-an-id')) ?? null,
    };
    const noindex = pathname === '/a-page-the-web-app-calls-private';
    const html = '<pre>' + JSON.stringify(seen).replace(/</g, '\\\\u003c') + '</pre>';
    return { status: 200, noindex, locale, head: '', html, state: null, modules: [] };
  }`;
  beforeAll(async () => {
    web = mkdtempSync(path.join(tmpdir(), 'clinic-web-'));
    mkdirSync(path.join(web, 'dist'));
    mkdirSync(path.join(web, 'dist-server'));
    writeFileSync(path.join(web, 'dist', 'index.html'), INDEX);
    writeFileSync(path.join(web, 'dist-server', 'entry-server.js'), RENDERER);
    api = await startApi('sqlite', { WEB_DIST: path.join(web, 'dist') });
  });
  afterAll(async () => {
    await stopApi(api);
    rmSync(web, { recursive: true, force: true });
  });

  const seenBy = (html: string) =>
    JSON.parse(/<pre>(.*)<\/pre>/.exec(html)?.[1] ?? '') as Record<string, unknown>;

  it('when any page is asked for, then the renderer gets its address, language and the public data source alone', async () => {
    const asha = await addDoctor(api);
    await addBlog(api, { title: 'Sleep and mood' });

    const { html, headers } = await page(api, `/appointment/${asha._id}?move=1`, 200, {
      Cookie: 'lang=hi',
    });

    expect(seenBy(html)).toEqual({
      url: `/appointment/${asha._id}?move=1`,
      locale: 'hi',
      rest: [],
      clinic: 'Holistic Mind Clinic',
      doctors: ['Dr. Asha Rao'],
      blogs: ['Sleep and mood'],
      missingBlog: null,
      malformedBlog: null,
    });
    expect(headers['x-robots-tag']).toBeUndefined();
  });

  it('when the renderer says a page is private, then it is answered noindex', async () => {
    const { headers } = await page(api, '/a-page-the-web-app-calls-private');

    expect(headers['x-robots-tag']).toBe('noindex');
  });
});
