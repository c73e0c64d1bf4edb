import type { Page, Response } from '@playwright/test';
import { availableDoctor } from './support/api';
import { expect, test } from './support/fixtures';

/**
 * Hindi on any phone: Noto Sans Devanagari draws it, the device's own copy where it has one (no
 * download, no swap), else the site's Devanagari subset, which comes with Hindi pages only, shown
 * at once (swap) and never downloaded by an English page, even one with the language switch's
 * "हिंदी" and fees in rupees.
 */
const FONT_FILE = /\/assets\/noto-sans-devanagari-devanagari-\d+-normal-[\w-]+\.woff2$/;

/** The font files `page` downloads while it opens `path` and settles. */
async function fontsFetched(page: Page, path: string): Promise<Response[]> {
  const fonts: Response[] = [];
  page.on('response', (response) => {
    if (FONT_FILE.test(new URL(response.url()).pathname)) fonts.push(response);
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return fonts;
}

/**
 * The site's Devanagari faces as the page knows them, once each: a server-rendered page declares
 * them in its inlined rules and again in the whole stylesheet (the same files, fetched once).
 */
const devanagariFaces = (page: Page) =>
  page.evaluate(() => {
    const faces = [...document.fonts]
      .filter((face) => face.family.replace(/"/g, '') === 'Noto Sans Devanagari')
      .map((face) => ({
        weight: face.weight,
        display: face.display,
        unicodeRange: face.unicodeRange,
        status: face.status,
      }));
    return faces.filter(
      (face, index) =>
        faces.findIndex(
          (other) => other.weight === face.weight && other.unicodeRange === face.unicodeRange,
        ) === index,
    );
  });

for (const width of [375, 1280]) {
  test.describe(`the Devanagari font at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test.describe('for a reader of English', () => {
      test.use({ locale: 'en-IN' });

      test('the home page and a doctor’s page with fees in rupees download no Devanagari font', async ({
        page,
        request,
      }) => {
        expect(await fontsFetched(page, '/')).toEqual([]);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en');
        await expect(page.getByText('हिंदी').first()).toBeAttached();
        const doctor = await availableDoctor(request);
        expect(await fontsFetched(page, `/appointment/${doctor._id}`)).toEqual([]);
        await expect(page.getByText('₹').first()).toBeVisible();
        expect((await devanagariFaces(page)).map((face) => face.status)).toEqual([
          'unloaded',
          'unloaded',
        ]);
      });
    });

    test.describe('for a reader of Hindi', () => {
      test.use({ locale: 'hi-IN' });

      test('the home page draws Devanagari in Noto Sans Devanagari, the device’s own copy first, else the site’s subset of about 100 KB, shown with swap', async ({
        page,
        request,
      }) => {
        const fonts = await fontsFetched(page, '/');
        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');

        const faces = await devanagariFaces(page);
        expect(faces.map(({ weight, display }) => ({ weight, display }))).toEqual([
          { weight: '400', display: 'swap' },
          { weight: '600', display: 'swap' },
        ]);
        for (const face of faces) expect(face.unicodeRange).toMatch(/^U\+900-97F, /);
        expect(faces.find((face) => face.weight === '400')?.status).toBe('loaded');
        // The heading's Hindi is drawn with it.
        expect(
          await page.evaluate(() =>
            document.fonts.check('600 32px "Noto Sans Devanagari"', 'हमारे भरोसेमंद डॉक्टर'),
          ),
        ).toBe(true);

        // Each face names the device's copy first, then the subset's file.
        const sources = await page.evaluate(() =>
          [...document.styleSheets]
            .flatMap((sheet) => [...sheet.cssRules])
            .filter((rule) => rule instanceof CSSFontFaceRule)
            .map((rule) => rule.style.getPropertyValue('src')),
        );
        const files = new Set<string>();
        for (const source of sources) {
          expect(source).toMatch(/^local\("Noto Sans Devanagari [\w ]+"\), /);
          const file = /url\("([^"]+)"\) format\("woff2"\)$/.exec(source)?.[1] ?? '';
          expect(file).toMatch(FONT_FILE);
          files.add(file);
        }
        expect(files.size).toBe(2);
        // A device without the font downloads those files and nothing else: about 100 KB.
        for (const font of fonts) expect(files).toContain(new URL(font.url()).pathname);
        let bytes = 0;
        for (const file of files) {
          const font = await request.get(file);
          expect(font.status()).toBe(200);
          expect(font.headers()['content-type']).toBe('font/woff2');
          bytes += (await font.body()).length;
        }
        expect(bytes).toBeLessThanOrEqual(110 * 1024);
      });
    });
  });
}
