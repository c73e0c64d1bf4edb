import { expect, test, type Request } from '@playwright/test';
import { PAGE_ELEMENT_IDS, type AppCode } from '@clinic/contracts';
import { availableDoctor, getBlogs, newPatient } from './support/api';
import { readOtp } from './support/outbox';
import { choose, hydrated, toast } from './support/steps';

/** The Hindi texts' chunks (vite.config.ts names them hi-<feature>-<hash>.js). */
const HINDI_CHUNK = /\/assets\/hi-[\w-]+\.js$/;

const hindiDay = new Intl.DateTimeFormat('hi-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** '23_11_2026' -> '23 नव॰ 2026', as the Hindi pages write a day. */
function hindiDayText(slotDate: string): string {
  const [day = 0, month = 0, year = 0] = slotDate.split('_').map(Number);
  return hindiDay.format(Date.UTC(year, month - 1, day));
}

function scriptsLoaded(requests: Request[]): string[] {
  return requests.map((request) => request.url()).filter((url) => url.endsWith('.js'));
}

test.describe('in Hindi', () => {
  test.use({ locale: 'hi-IN' });

  test('a first visit from a Hindi browser signs up, books and sees the appointment, all in Hindi', async ({
    page,
    request,
  }) => {
    const requests: Request[] = [];
    page.on('request', (sent) => requests.push(sent));
    const doctor = await availableDoctor(request);
    const patient = newPatient('Meera');

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(
      page.getByRole('heading', { level: 1, name: 'हमारे भरोसेमंद डॉक्टर से मिलें' }),
    ).toBeVisible();
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('button', { name: 'English' })).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('complementary', { name: 'संकट में मदद' })).toHaveText(
      'संकट में हैं? टेली-मानस 14416 (निःशुल्क, 24x7) या 112 पर कॉल करें।',
    );

    // Sign up with the e-mailed code.
    await banner.getByRole('link', { name: 'खाता बनाएँ' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'खाता बनाएँ' })).toBeVisible();
    await page.getByLabel('पूरा नाम', { exact: true }).fill(patient.name);
    await page.getByLabel('ईमेल', { exact: true }).fill(patient.email);
    await page.getByLabel('पासवर्ड', { exact: true }).fill(patient.password);
    await page.getByLabel('फ़ोन', { exact: true }).fill(patient.phone);
    await page
      .getByRole('checkbox', {
        name: 'मैं गोपनीयता सूचना से सहमत हूँ, और क्लिनिक मेरी देखभाल के लिए मेरी जानकारी इस्तेमाल कर सकता है।',
      })
      .check();
    await page.getByRole('button', { name: 'OTP भेजें' }).click();
    await expect(toast(page, 'OTP आपके ईमेल पर भेज दिया गया है')).toBeVisible();
    await page.getByLabel('पुष्टि कोड', { exact: true }).fill(await readOtp(patient.email));
    await page.getByRole('button', { name: 'खाता बनाएँ' }).click();
    await expect(toast(page, 'खाता बन गया')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Choose a doctor, a day and a time.
    await banner.getByRole('link', { name: 'सभी डॉक्टर' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'सभी डॉक्टर' })).toBeVisible();
    await page
      .getByRole('link', { name: new RegExp(doctor.name) })
      .first()
      .click();
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await expect(page.getByText('अपॉइंटमेंट की फ़ीस:')).toBeVisible();
    await expect(page.getByRole('button', { name: 'यह साइट छोड़ें' })).toBeVisible();
    // The second day: none of its times can pass while the journey runs.
    const day = page
      .getByRole('group', { name: 'अपॉइंटमेंट का समय: दिन चुनें' })
      .getByRole('radio')
      .nth(1);
    await choose(day);
    const slotDate = await day.inputValue();
    await choose(page.getByRole('group', { name: 'समय चुनें' }).getByRole('radio').first());
    await page.getByRole('button', { name: 'अपॉइंटमेंट बुक करें' }).click();

    // My Appointments, with the appointment in its Hindi state.
    await expect(toast(page, 'अपॉइंटमेंट बुक हो गया')).toBeVisible();
    await expect(page).toHaveURL(/\/my-appointment$/);
    await expect(page.getByRole('heading', { level: 1, name: 'मेरे अपॉइंटमेंट' })).toBeVisible();
    const card = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: doctor.name }) });
    await expect(card).toContainText('तारीख और समय:');
    await expect(card).toContainText(hindiDayText(slotDate));
    await expect(card.getByRole('button', { name: 'ऑनलाइन भुगतान करें' })).toBeVisible();

    await card.getByRole('button', { name: 'अपॉइंटमेंट रद्द करें' }).click();
    await card.getByRole('button', { name: 'हाँ, रद्द करें' }).click();
    await expect(toast(page, 'अपॉइंटमेंट रद्द कर दिया गया')).toBeVisible();
    await expect(card.getByText('अपॉइंटमेंट रद्द हो गया', { exact: true })).toBeVisible();

    expect(scriptsLoaded(requests).some((url) => HINDI_CHUNK.test(url))).toBe(true);
  });

  test('a page fetches the Hindi of its texts with its code, not a round trip after it', async ({
    page,
    request,
  }) => {
    const [post] = await getBlogs(request);
    const requests: Request[] = [];
    page.on('request', (sent) => requests.push(sent));
    for (const path of [`/blogs/${post!._id}`, '/about', '/contact']) {
      requests.length = 0;
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
      const named = await page.locator(`#${PAGE_ELEMENT_IDS.chunks}`).textContent();
      const preloaded = (JSON.parse(named ?? '{}') as AppCode).preload.map(
        (href) => new URL(href, page.url()).href,
      );
      const hindi = scriptsLoaded(requests).filter((url) => HINDI_CHUNK.test(url));
      expect(hindi.length, path).toBeGreaterThan(0);
      expect(
        hindi.filter((url) => !preloaded.includes(url)),
        path,
      ).toEqual([]);
    }
  });
});

test.describe('in English', () => {
  test.use({ locale: 'en-IN' });

  test('a reader of English downloads none of the Hindi texts', async ({ page, request }) => {
    const requests: Request[] = [];
    page.on('request', (sent) => requests.push(sent));
    const doctor = await availableDoctor(request);

    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Meet with Our Trusted Doctor' }),
    ).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'हिंदी' })).toHaveAttribute(
      'lang',
      'hi',
    );
    await page.goto(`/appointment/${doctor._id}`);
    await expect(page.getByRole('heading', { level: 1, name: doctor.name })).toBeVisible();
    await page.goto('/doctors');
    await expect(page.getByRole('heading', { level: 1, name: 'All Doctors' })).toBeVisible();

    expect(scriptsLoaded(requests).length).toBeGreaterThan(0);
    expect(scriptsLoaded(requests).filter((url) => HINDI_CHUNK.test(url))).toEqual([]);
  });
});
