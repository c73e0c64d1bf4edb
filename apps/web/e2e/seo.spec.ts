import { expect, test, type Page } from '@playwright/test';
import { availableDoctor, getBlog, getBlogs } from './support/api';

/** Errors the page writes to the console (React reports a hydration mismatch there). */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('findable pages', () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('a condition page holds its headings and text', async ({ page }) => {
      await page.goto('/services/DepressionTreatment');

      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText('Depression');
      for (const name of ['Overview', 'Symptoms', 'Causes', 'Treatment at our clinic']) {
        await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
      }
      await expect(main).toContainText('Depression is more than feeling sad for a few days.');
      await expect(page).toHaveTitle('Depression | Holistic Mind Clinic');
    });

    test('a blog post holds its title and text', async ({ page, request }) => {
      const [listed] = await getBlogs(request);
      if (!listed) throw new Error('The demo data has no blog posts');
      const blog = await getBlog(request, listed._id);
      await page.goto(`/blogs/${blog._id}`);

      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(
        blog.title,
      );
      const firstParagraph = blog.content.split('\n').find((line) => line.trim() !== '') ?? '';
      await expect(page.getByRole('main')).toContainText(firstParagraph.trim());
      await expect(page).toHaveTitle(`${blog.title} | Holistic Mind Clinic`);
    });

    test('the doctors page names the doctors', async ({ page, request }) => {
      const doctor = await availableDoctor(request);
      await page.goto('/doctors');

      await expect(page.getByRole('heading', { level: 1 })).toHaveText('All Doctors');
      await expect(page.getByRole('main')).toContainText(doctor.name);
    });
  });

  test('the server pages are hydrated, not replaced, and then navigate in the browser', async ({
    page,
    request,
  }) => {
    const doctor = await availableDoctor(request);
    const [blog] = await getBlogs(request);
    if (!blog) throw new Error('The demo data has no blog posts');
    const errors = consoleErrors(page);
    // The first h1 the parser inserts is the server's: hydration must adopt that very element.
    await page.addInitScript(() => {
      const found = new MutationObserver(() => {
        const heading = document.querySelector('h1');
        if (!heading) return;
        Object.assign(window, { serverHeading: heading });
        found.disconnect();
      });
      found.observe(document, { childList: true, subtree: true });
    });
    const serverHeadingAdopted = () =>
      page.evaluate(() => {
        const heading = (window as { serverHeading?: HTMLElement }).serverHeading;
        return (
          heading?.isConnected === true &&
          Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
        );
      });

    for (const url of [
      '/',
      '/about',
      '/services/DepressionTreatment',
      `/blogs/${blog._id}`,
      `/appointment/${doctor._id}`,
      '/doctors',
    ]) {
      await page.goto(url);
      await expect.poll(serverHeadingAdopted, { message: url }).toBe(true);
    }
    await expect(page).toHaveTitle('All Doctors | Holistic Mind Clinic');

    await page
      .getByRole('main')
      .getByRole('link', { name: new RegExp(doctor.name) })
      .first()
      .click();
    await expect(page).toHaveURL(new RegExp(`/appointment/${doctor._id}$`));
    await expect(page).toHaveTitle(`Book an appointment with ${doctor.name}`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      new RegExp(`/appointment/${doctor._id}$`),
    );
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
    expect(errors).toEqual([]);
  });

  test('a private page is marked noindex, once, also after the browser renders it', async ({
    page,
  }) => {
    const response = await page.goto('/my-profile');

    expect(response?.headers()['x-robots-tag']).toBe('noindex');
    // Signed out, My Profile sends the visitor to the login page, rendered in the browser.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page).toHaveTitle('Login | Holistic Mind Clinic');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.locator('title')).toHaveCount(1);
    await expect(page.locator('meta[name="description"]')).toHaveCount(1);
  });
});

test.describe('findable pages for a Hindi reader', () => {
  test.use({ locale: 'hi-IN' });

  const PAGES = [
    { url: '/services/DepressionTreatment', heading: 'डिप्रेशन (अवसाद)' },
    { url: '/doctors', heading: 'सभी डॉक्टर' },
  ];

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('the first HTML of a condition page and of the doctors page is in Hindi', async ({
      page,
    }) => {
      for (const { url, heading } of PAGES) {
        await page.goto(url);

        await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
        await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
        await expect(page).toHaveTitle(`${heading} | Holistic Mind Clinic`);
      }
      await expect(page.getByRole('main')).not.toContainText('All Doctors');
    });
  });

  test('the pages hydrate in Hindi, without a mismatch and without a moment of English', async ({
    page,
  }) => {
    const errors = consoleErrors(page);
    // Every text any h1 has had, from the parser's first insert through hydration and after.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { headingTexts: seen });
      new MutationObserver(() => {
        for (const heading of document.querySelectorAll('h1')) {
          const text = heading.textContent ?? '';
          if (seen.at(-1) !== text) seen.push(text);
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    const hydrated = () =>
      page.evaluate(() => {
        const heading = document.querySelector('main h1');
        return (
          heading !== null && Object.keys(heading).some((key) => key.startsWith('__reactFiber$'))
        );
      });

    for (const { url, heading } of PAGES) {
      await page.goto(url);
      await expect.poll(hydrated, { message: url }).toBe(true);

      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(heading);
      await expect(page).toHaveTitle(`${heading} | Holistic Mind Clinic`);
      const texts = await page.evaluate(() => (window as { headingTexts?: string[] }).headingTexts);
      expect(texts, url).toEqual([heading]);
    }
    expect(errors).toEqual([]);
  });
});
