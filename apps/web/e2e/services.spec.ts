import { TEXTS } from '@clinic/contracts';
import { expect, test, type Page, type Response } from '@playwright/test';
import { getConfig } from './support/api';

/**
 * The text of every script the page downloads until `stop()`, which stops listening before it
 * reads them: a script still arriving at the next navigation has no body left to read.
 */
function collectScripts(page: Page): { stop(): Promise<string[]> } {
  const scripts: Promise<string>[] = [];
  const onResponse = (response: Response) => {
    if (response.request().resourceType() === 'script') scripts.push(response.text());
  };
  page.on('response', onResponse);
  return {
    stop() {
      page.off('response', onResponse);
      return Promise.all(scripts);
    },
  };
}

// A sentence of the Hindi depression page and a Hindi condition title (locales/hi/services.json).
const HINDI_PAGE = 'ख़ुद को झटककर';
const HINDI_TITLE = 'बाइपोलर डिसऑर्डर (द्विध्रुवी विकार)';

test.describe('services', () => {
  test('an unknown section shows every condition, the Emergency Care card and where to go next', async ({
    page,
    request,
  }) => {
    const { emergencyNumbers } = await getConfig(request);
    await page.goto('/services/NoSuchSection');

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    const readMore = main.getByRole('link', {
      name: new RegExp(`^${TEXTS.clickHere} to read about`),
    });
    await expect(readMore).toHaveCount(10);
    await expect(readMore.first()).toHaveText(new RegExp(`^${TEXTS.clickHere}`));

    const emergency = main.getByRole('region', { name: 'Emergency Care' });
    await expect(emergency).toBeVisible();
    expect(emergencyNumbers).toHaveLength(2);
    for (const { number } of emergencyNumbers) {
      await expect(emergency.getByRole('link', { name: number })).toHaveAttribute(
        'href',
        `tel:${number.replace(/[^\d+]/g, '')}`,
      );
    }
    await expect(emergency).toContainText('14416');
    await expect(main.getByRole('link', { name: 'Contact us' })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expect(main.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');

    await main.getByRole('link', { name: `${TEXTS.clickHere} to read about Depression` }).click();
    await expect(page).toHaveURL(/\/services\/DepressionTreatment$/);
    await expect(main.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();
  });

  test('a valid section shows its own page, ending with how to get help', async ({ page }) => {
    await page.goto('/services/AnxietyDisorderTreatment');
    const article = page.getByRole('article', { name: 'Anxiety Disorders' });
    await expect(
      article.getByRole('heading', { level: 1, name: 'Anxiety Disorders' }),
    ).toBeVisible();
    for (const section of [
      'Overview',
      'Symptoms',
      'Causes',
      'Treatment at our clinic',
      'How to get help',
    ]) {
      await expect(article.getByRole('heading', { level: 2, name: section })).toBeVisible();
    }
    await expect(
      page
        .getByRole('navigation', { name: 'Conditions we treat' })
        .getByRole('link', { name: 'Anxiety Disorders' }),
    ).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('heading', { name: 'Emergency Care' })).toHaveCount(0);
  });

  test('the navigation link with the literal placeholder shows the services hub', async ({
    page,
  }) => {
    await page.goto('/');
    await page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: 'Our Services' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Emergency Care' })).toBeVisible();
  });

  test('an English reader downloads no Hindi text; a Hindi reader gets the page in Hindi', async ({
    page,
    context,
    baseURL,
  }) => {
    const scripts = collectScripts(page);
    await page.goto('/services/DepressionTreatment');
    await expect(page.getByRole('heading', { level: 1, name: 'Depression' })).toBeVisible();
    await expect(page.getByText(/simply “snap out of”/)).toBeVisible();
    const english = await scripts.stop();
    expect(english.some((script) => script.includes(HINDI_PAGE))).toBe(false);
    expect(english.some((script) => script.includes(HINDI_TITLE))).toBe(false);

    await context.addCookies([{ name: 'lang', value: 'hi', url: baseURL! }]);
    await page.reload();
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'डिप्रेशन (अवसाद)' })).toBeVisible();
    await expect(main.getByText(new RegExp(HINDI_PAGE))).toBeVisible();
    await expect(
      page
        .getByRole('navigation', { name: 'जिन समस्याओं का हम इलाज करते हैं' })
        .getByRole('link', { name: HINDI_TITLE }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    // The server renders it in Hindi (the context's cookie): the text comes with the page, not as
    // a script of its own.
    const served = await page.request.get('/services/DepressionTreatment');
    expect(await served.text()).toContain(HINDI_PAGE);
  });
});
