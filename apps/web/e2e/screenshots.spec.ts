import { mkdir } from 'node:fs/promises';
import { TEXTS } from '@clinic/contracts';
import type { Locator, Page, TestInfo } from '@playwright/test';
import { availableDoctor, getBlogs, newPatient, registerPatient } from './support/api';
import { E2E } from './support/env';
import { expect, test } from './support/fixtures';
import { bookFirstFreeSlot, operatorLogin, signIn } from './support/steps';

interface Shot {
  name: string;
  path: string;
  /** What shows once the page has its content. */
  ready: (page: Page) => Locator;
}

const heading = (name: string | RegExp) => (page: Page) =>
  page.getByRole('heading', { level: 1, name });

/** What a person would notice at once: the page wider than the screen, or a picture that failed. */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    if (window.scrollY !== 0) problems.push(`page opened scrolled down by ${window.scrollY}px`);
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width) {
      const wide = [...document.body.querySelectorAll<HTMLElement>('*')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          // Only the outermost offenders: their parent itself fits the page.
          const parent = element.parentElement?.getBoundingClientRect();
          return box.right > width + 1 && (!parent || parent.right <= width + 1);
        })
        .slice(0, 3)
        .map((element) => `<${element.tagName.toLowerCase()} class="${element.className}">`);
      problems.push(
        `page is ${document.documentElement.scrollWidth}px wide on a ${width}px screen: ${wide.join(', ')}`,
      );
    }
    for (const img of document.images) {
      if (img.complete && img.naturalWidth === 0)
        problems.push(`broken image ${img.src.slice(0, 80)}`);
    }
    return problems;
  });
}

/** Waits for the page's content and pictures, writes the full-page screenshot, notes problems. */
async function capture(page: Page, testInfo: TestInfo, width: number, shot: Shot) {
  await page.goto(shot.path);
  await expect(shot.ready(page)).toBeVisible();
  // Skeletons (role=status while loading) give way to content.
  await expect(page.getByRole('main').getByRole('status')).toHaveCount(0);
  // A full-page picture shows what is below the fold, so lazy pictures are fetched now.
  await page.evaluate(async () => {
    const images = [...document.images];
    for (const img of images) img.loading = 'eager';
    // decode() settles once the picture is fetched and ready to paint (or has failed).
    await Promise.allSettled(images.map((img) => img.decode()));
  });
  await page.screenshot({
    path: `${E2E.screenshotDir}${shot.name}-${width}.png`,
    fullPage: true,
    animations: 'disabled',
  });
  for (const problem of await layoutProblems(page)) {
    testInfo.annotations.push({ type: 'layout', description: `${shot.name}-${width}: ${problem}` });
  }
}

for (const width of [375, 1280]) {
  test.describe(`screenshots at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test(`every route at ${width} px`, async ({ page, browser, request }, testInfo) => {
      test.setTimeout(180_000);
      await mkdir(E2E.screenshotDir, { recursive: true });
      const doctor = await availableDoctor(request);
      const [blog] = await getBlogs(request);
      if (!blog) throw new Error('The demo data has no blog posts');
      const patient = newPatient('Meera');

      const visitorShots: Shot[] = [
        { name: 'home', path: '/', ready: heading(TEXTS.heroTitle) },
        {
          name: 'doctors',
          path: '/doctors',
          ready: (p) => p.getByRole('link', { name: `Portrait of ${doctor.name}` }),
        },
        {
          name: 'services-section',
          path: '/services/DepressionTreatment',
          ready: heading('Depression'),
        },
        { name: 'services-unknown', path: '/services/unknown', ready: heading('Our Services') },
        { name: 'login', path: '/login', ready: heading(TEXTS.createAccount) },
        { name: 'about', path: '/about', ready: heading('About Us') },
        { name: 'contact', path: '/contact', ready: heading('Contact Us') },
        {
          name: 'blog',
          path: '/blog',
          ready: (p) => p.getByRole('link', { name: blog.title, exact: true }),
        },
        { name: 'blog-detail', path: `/blogs/${blog._id}`, ready: heading(blog.title) },
        { name: 'appointment', path: `/appointment/${doctor._id}`, ready: heading(doctor.name) },
      ];
      for (const shot of visitorShots) await capture(page, testInfo, width, shot);

      await signIn(page, await registerPatient(request, patient));
      await bookFirstFreeSlot(page, doctor);
      const patientShots: Shot[] = [
        { name: 'my-profile', path: '/my-profile', ready: heading(patient.name) },
        { name: 'my-appointment', path: '/my-appointment', ready: heading('My Appointments') },
      ];
      for (const shot of patientShots) await capture(page, testInfo, width, shot);

      const operator = await (
        await browser.newContext({ viewport: { width, height: 800 } })
      ).newPage();
      await operator.goto('/console/');
      await capture(operator, testInfo, width, {
        name: 'console-login',
        path: '/console/login',
        ready: heading('Staff login'),
      });
      await operatorLogin(operator);
      const consoleShots: Shot[] = [
        { name: 'console-dashboard', path: '/console/', ready: heading('Dashboard') },
        {
          name: 'console-appointments',
          path: '/console/appointments',
          ready: heading('Appointments'),
        },
        {
          name: 'console-payments',
          path: '/console/payments',
          ready: heading('Payment proofs to review'),
        },
        { name: 'console-doctors', path: '/console/doctors', ready: heading('Doctors') },
        {
          name: 'console-doctor',
          path: `/console/doctors/${doctor._id}`,
          ready: heading(doctor.name),
        },
        { name: 'console-blogs', path: '/console/blogs', ready: heading('Blogs') },
        { name: 'console-blog-new', path: '/console/blogs/new', ready: heading('New post') },
        { name: 'console-messages', path: '/console/messages', ready: heading('Messages') },
        { name: 'console-audit', path: '/console/audit', ready: heading('Audit log') },
      ];
      for (const shot of consoleShots) await capture(operator, testInfo, width, shot);
      await operator.context().close();

      // Every page fits the screen and every picture loads, at both widths.
      const problems = testInfo.annotations.filter((note) => note.type === 'layout');
      expect(problems.map((note) => note.description)).toEqual([]);
    });
  });
}
