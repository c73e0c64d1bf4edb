import {
  ADMIN_API,
  ADMIN_TEXTS,
  API,
  blogSchema,
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
  likes: [],
  likeCount: 0,
});

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
      http.get(API.blogs, () => HttpResponse.json({ success: true, blogs: [liked] })),
    );
    renderConsole('/blogs');

    const post = (await screen.findByRole('heading', { name: 'A walk a day' })).closest('li')!;
    expect(within(post).getByText(/· video · 2 likes$/)).toBeInTheDocument();
  });
});

describe('blog editor', () => {
  beforeEach(() => window.localStorage.setItem('clinicConsoleToken', 'operator-token'));

  it('previews the post as it is typed and publishes a video given by link', async () => {
    const forms: Record<string, FormDataEntryValue>[] = [];
    server.use(
      http.get(ADMIN_API.me, () => HttpResponse.json({ success: true, operator })),
      http.get(API.blogs, () =>
        HttpResponse.json({ success: true, blogs: forms.length ? [published] : [] }),
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
        mediaUrl: 'https://media.example.org/walk.mp4',
      },
    ]);
    expect(await screen.findByText(ADMIN_TEXTS.blogCreated)).toBeInTheDocument();
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
