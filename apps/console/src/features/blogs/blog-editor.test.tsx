import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  blogSchema,
  blogSummary,
  errorResponse,
  TEXTS,
  type AdminBlogResponse,
  type Blog,
} from '@clinic/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { operator } from '../../test/fixtures';
import { renderConsole } from '../../test/render';
import { server } from '../../test/server';

const published: Blog = blogSchema.parse({
  _id: 'b10000000000000000000001',
  title: 'A walk a day',
  content: 'Walking helps mood.',
  author: 'Dr. Asha Rao',
  createdAt: '2026-11-23T04:00:00.000Z',
  mediaUrl: 'https://media.example.org/walk.mp4',
  mediaType: 'video',
  language: 'en',
  likes: [],
  likeCount: 0,
});

const hindi: Blog = {
  ...published,
  _id: 'b10000000000000000000002',
  title: 'रोज़ थोड़ा टहलना',
  content: 'टहलने से मन हल्का होता है।',
  language: 'hi',
};

describe('blog list', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('shows each post with its like count', async () => {
    const liked = {
      ...published,
      likes: ['mark0AAAAAAAAAAAAAAAAA', 'mark1AAAAAAAAAAAAAAAAA'],
      likeCount: 2,
    };
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blogs, () => HttpResponse.json({ success: true, blogs: [blogSummary(liked)] })),
    );
    renderConsole('/blogs');

    const post = (await screen.findByRole('heading', { name: 'A walk a day' })).closest('li')!;
    expect(within(post).getByText(/^Dr\. Asha Rao ·/)).toHaveTextContent(
      /· English · video · 2 likes$/,
    );
  });

  it('shows a Hindi post in Hindi: its title, excerpt and language name carry lang="hi"', async () => {
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blogs, () =>
        HttpResponse.json({ success: true, blogs: [hindi, published].map(blogSummary) }),
      ),
    );
    renderConsole('/blogs');

    const title = await screen.findByRole('heading', { name: 'रोज़ थोड़ा टहलना' });
    expect(title).toHaveAttribute('lang', 'hi');
    const post = title.closest('li')!;
    expect(within(post).getByText('टहलने से मन हल्का होता है।')).toHaveAttribute('lang', 'hi');
    expect(within(post).getByText('हिंदी')).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('heading', { name: 'A walk a day' })).toHaveAttribute('lang', 'en');
  });
});

describe('blog editor', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('previews the post as it is typed and publishes a video given by link', async () => {
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blogs, () =>
        HttpResponse.json({ success: true, blogs: forms.length ? [blogSummary(published)] : [] }),
      ),
      http.post(ADMIN_API.blogs, async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json<AdminBlogResponse>(
          { success: true, message: ADMIN_TEXTS.blogCreated, blog: published },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole('/blogs/new');

    await user.type(await screen.findByLabelText('Title'), 'A walk a day');
    await user.type(screen.getByLabelText('Author'), 'Dr. Asha Rao');
    await user.type(screen.getByLabelText('Content'), 'Walking helps mood.');
    await user.click(screen.getByRole('radio', { name: 'video' }));
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(screen.getByLabelText('Video file')).toHaveAccessibleDescription(
      `MP4 or WebM, up to 50 MB. ${ADMIN_TEXTS.blogMediaRequired}`,
    );
    expect(forms).toEqual([]);

    await user.click(screen.getByRole('radio', { name: 'Link' }));
    await user.type(screen.getByLabelText('Media link'), 'https://media.example.org/walk.mp4');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'A walk a day' })).toBeInTheDocument();
    expect(within(preview).getByText('By Dr. Asha Rao')).toBeInTheDocument();
    expect(preview.querySelector('video')).toHaveAttribute(
      'src',
      'https://media.example.org/walk.mp4',
    );

    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByRole('heading', { name: 'Blogs' })).toBeInTheDocument();
    expect(forms).toEqual([
      {
        title: 'A walk a day',
        author: 'Dr. Asha Rao',
        content: 'Walking helps mood.',
        mediaType: 'video',
        language: 'en',
        mediaUrl: 'https://media.example.org/walk.mp4',
      },
    ]);
    expect(await screen.findByText(ADMIN_TEXTS.blogCreated)).toBeInTheDocument();
  });

  it('offers English and हिंदी, each named in its own language, and publishes the post as Hindi', async () => {
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blogs, () => HttpResponse.json({ success: true, blogs: [] })),
      http.post(ADMIN_API.blogs, async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json<AdminBlogResponse>(
          { success: true, message: ADMIN_TEXTS.blogCreated, blog: hindi },
          { status: 201 },
        );
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole('/blogs/new');

    const select = await screen.findByRole('combobox', { name: 'Language of the post' });
    expect(select).toHaveValue('en');
    const options = within(select).getAllByRole('option');
    expect(options.map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['हिंदी', 'hi'],
    ]);
    await user.type(screen.getByLabelText('Title'), 'रोज़ थोड़ा टहलना');
    await user.type(screen.getByLabelText('Author'), 'Dr. Asha Rao');
    await user.type(screen.getByLabelText('Content'), 'टहलने से मन हल्का होता है।');
    await user.selectOptions(select, 'हिंदी');
    const preview = screen.getByRole('region', { name: 'Preview' });
    expect(within(preview).getByRole('heading', { name: 'रोज़ थोड़ा टहलना' })).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(within(preview).getByText('टहलने से मन हल्का होता है।')).toHaveAttribute('lang', 'hi');
    await user.click(screen.getByRole('radio', { name: 'Link' }));
    await user.type(screen.getByLabelText('Media link'), 'https://media.example.org/walk.mp4');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(await screen.findByText(ADMIN_TEXTS.blogCreated)).toBeInTheDocument();
    expect(forms).toEqual([expect.objectContaining({ language: 'hi' })]);
  });

  it('when a Hindi post is edited, then the select shows हिंदी and a change to English is saved', async () => {
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blog(hindi._id), () => HttpResponse.json({ success: true, blog: hindi })),
      http.put(ADMIN_API.blog(hindi._id), async ({ request }) => {
        forms.push(Object.fromEntries(await request.formData()));
        return HttpResponse.json<AdminBlogResponse>({
          success: true,
          message: ADMIN_TEXTS.blogUpdated,
          blog: { ...hindi, language: 'en' },
        });
      }),
    );
    const user = userEvent.setup({ delay: null });
    renderConsole(`/blogs/${hindi._id}`);

    const select = await screen.findByRole('combobox', { name: 'Language of the post' });
    expect(select).toHaveValue('hi');
    await user.selectOptions(select, 'English');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(ADMIN_TEXTS.blogUpdated)).toBeInTheDocument();
    expect(forms).toEqual([expect.objectContaining({ title: 'रोज़ थोड़ा टहलना', language: 'en' })]);
  });

  it('when the post is gone, then the editor says so', async () => {
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blog(hindi._id), () =>
        HttpResponse.json(
          errorResponse.parse({
            success: false,
            message: TEXTS.blogNotFound,
            code: 'blogNotFound',
          }),
          { status: 404 },
        ),
      ),
    );
    renderConsole(`/blogs/${hindi._id}`);

    expect(await screen.findByText('This post does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
  });

  it('when the link is not http(s), then the form says so', async () => {
    server.use(http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })));
    const user = userEvent.setup({ delay: null });
    renderConsole('/blogs/new');

    await user.click(await screen.findByRole('radio', { name: 'Link' }));
    await user.type(screen.getByLabelText('Media link'), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Publish' }));

    expect(screen.getByLabelText('Media link')).toHaveAccessibleDescription(
      'A direct link to an image. Must be an http(s) link',
    );
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription('Required');
  });
});
