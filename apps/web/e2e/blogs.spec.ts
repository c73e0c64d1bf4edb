import { TEXTS } from '@clinic/contracts';
import { getBlogs } from './support/api';
import { expect, test } from './support/fixtures';
import { hydrated, toast } from './support/steps';

const likesText = (count: number) => `${count} ${count === 1 ? 'like' : 'likes'}`;

test.describe('blogs', () => {
  test('a patient likes a post from the list, and a second click takes the like back', async ({
    page,
    request,
    patient: _signedIn,
  }) => {
    const [blog] = await getBlogs(request);
    if (!blog) throw new Error('The demo data has no blog posts');
    const before = blog.likeCount;

    await page.goto('/blog');
    await page.getByRole('link', { name: blog.title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blogs/${blog._id}$`));
    await expect(page.getByRole('heading', { level: 1, name: blog.title })).toBeVisible();

    const like = page.getByRole('button', { name: 'Like' });
    const count = page.getByText(/^\d+ likes?$/);
    await expect(count).toHaveText(likesText(before));
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await like.click();
    await expect(count).toHaveText(likesText(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    // The post itself names nobody; the patient's own like is asked apart after a reload.
    await page.reload();
    await expect(count).toHaveText(likesText(before + 1));
    await expect(like).toHaveAttribute('aria-pressed', 'true');

    await like.click();
    await expect(count).toHaveText(likesText(before));
    await expect(like).toHaveAttribute('aria-pressed', 'false');

    await page.reload();
    await expect(count).toHaveText(likesText(before));
  });

  test('a visitor who is not logged in is told to log in to like', async ({ page, request }) => {
    const [blog] = await getBlogs(request);
    if (!blog) throw new Error('The demo data has no blog posts');
    await page.goto(`/blogs/${blog._id}`);
    await hydrated(page);
    await page.getByRole('button', { name: 'Like' }).click();
    await expect(toast(page, TEXTS.likeFailed)).toBeVisible();
    await expect(page.getByText(/^\d+ likes?$/)).toHaveText(likesText(blog.likeCount));
  });
});
