import {
  API,
  blogListResponse,
  blogResponse,
  blogSchema,
  blogSummary,
  likeResponse,
  likeStatusResponse,
  TEXTS,
  type Blog,
} from '@clinic/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { locale } from '../../lib/i18n';
import { renderApp } from '../../test/render';
import { answer, failure, server, signedIn } from '../../test/server';

const LONG_CONTENT =
  'Sleep and mood are closely linked. When we sleep poorly, small worries feel larger and patience runs short. ' +
  'A steady bedtime, daylight in the morning and less screen time at night help most people rest better.';

function buildBlog(n: number, overrides: Partial<Blog> = {}): Blog {
  return blogSchema.parse({
    _id: `b10${String(n).padStart(21, '0')}`,
    title: `Article ${n}`,
    content: LONG_CONTENT,
    author: 'Dr. Meera Iyer',
    createdAt: '2026-03-05T09:00:00.000Z',
    mediaUrl: `/uploads/blog-${n}.webp`,
    mediaType: 'image',
    language: 'en',
    likes: [],
    likeCount: 0,
    ...overrides,
  });
}

/** Opaque like marks, as the API writes them: never an account id. */
const marks = (count: number) =>
  Array.from({ length: count }, (_, n) => `mark${n}AAAAAAAAAAAAAAAA`);

/** The posts, and whether the signed-in patient likes each (`likedIds`). */
function serveBlogs(blogs: Blog[], likedIds: string[] = []) {
  server.use(
    http.get(API.likeBlog(':id'), ({ request, params }) =>
      signedIn(request)
        ? answer(likeStatusResponse, {
            success: true,
            liked: likedIds.includes(String(params.id)),
          })
        : failure('notAuthorized', 401),
    ),
    http.get(API.blogs, () =>
      answer(blogListResponse, { success: true, blogs: blogs.map(blogSummary) }),
    ),
    http.get(API.blog(':id'), ({ params }) => {
      const blog = blogs.find((item) => item._id === params.id);
      return blog ? answer(blogResponse, { success: true, blog }) : failure('blogNotFound', 404);
    }),
  );
}

describe('/blog', () => {
  it('shows each blog as a card: media, title, author, date and a 100-character excerpt', async () => {
    const short = buildBlog(2, {
      title: 'A short note',
      content: 'Talking helps.',
      mediaType: 'video',
      mediaUrl: '/uploads/talk.mp4',
    });
    serveBlogs([buildBlog(1), short]);
    renderApp('/blog');

    const card = (await screen.findByRole('link', { name: 'Article 1' })).closest('article')!;
    expect(within(card).getByText(`${LONG_CONTENT.slice(0, 100)}...`)).toBeInTheDocument();
    expect(within(card).getByText(/By Dr\. Meera Iyer/)).toBeInTheDocument();
    expect(within(card).getByText('5 March 2026')).toHaveAttribute(
      'datetime',
      '2026-03-05T09:00:00.000Z',
    );
    expect(within(card).getByRole('img', { name: 'Illustration for Article 1' })).toHaveAttribute(
      'src',
      '/uploads/blog-1.webp',
    );
    expect(screen.getByRole('link', { name: 'Article 1' })).toHaveAttribute(
      'href',
      `/blogs/${buildBlog(1)._id}`,
    );

    const shortCard = screen.getByRole('link', { name: 'A short note' }).closest('article')!;
    expect(within(shortCard).getByText('Talking helps.')).toBeInTheDocument();
    // A video is marked, not downloaded: the card has no video element, only its sign.
    expect(within(shortCard).getByRole('img', { name: 'Video: A short note' })).toBeInTheDocument();
    expect(shortCard.querySelector('video')).toBeNull();
    expect(shortCard.innerHTML).not.toContain('/uploads/talk.mp4');
  });

  it('when the list cannot load, then it toasts the spec text and offers to try again', async () => {
    server.use(http.get(API.blogs, () => failure('internalError', 500)));
    renderApp('/blog');

    expect(await screen.findByText(TEXTS.blogsLoadFailed)).toBeInTheDocument();
    expect(screen.getByText('We could not load the articles.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});

const HINDI_CONTENT = 'नींद और मन का गहरा रिश्ता है।\nसोने का एक तय समय मदद करता है।';

/** The nearest element that names a language: the post's own, or the page's (<html>). */
const languageOf = (element: HTMLElement) => element.closest('[lang]');

describe('a post in the other language than the interface', () => {
  afterEach(() => locale.set('en'));

  it('when a Hindi post is read in English, then its title and text say lang="hi" and the page around them stays English', async () => {
    const post = buildBlog(4, { title: 'नींद और मन', content: HINDI_CONTENT, language: 'hi' });
    serveBlogs([post, buildBlog(5)]);
    const { user } = renderApp('/blog');

    const title = await screen.findByRole('heading', { level: 2, name: 'नींद और मन' });
    expect(title).toHaveAttribute('lang', 'hi');
    const card = title.closest('article')!;
    expect(within(card).getByText(HINDI_CONTENT.replace('\n', ' '))).toHaveAttribute('lang', 'hi');
    expect(languageOf(within(card).getByText(/^By Dr\. Meera Iyer/))).toBe(
      document.documentElement,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Article 5' })).toHaveAttribute(
      'lang',
      'en',
    );

    await user.click(screen.getByRole('link', { name: 'नींद और मन' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'नींद और मन' });
    expect(heading).toHaveAttribute('lang', 'hi');
    expect(languageOf(screen.getByText('सोने का एक तय समय मदद करता है।'))).toHaveAttribute(
      'lang',
      'hi',
    );
    expect(languageOf(screen.getByRole('link', { name: '← All blogs' }))).toBe(
      document.documentElement,
    );
    expect(languageOf(screen.getByText('0 likes'))).toBe(document.documentElement);
  });

  it('when an English post is read in Hindi, then its title and text say lang="en" and the page around them stays Hindi', async () => {
    locale.set('hi');
    const post = buildBlog(6, { title: 'Sleep and mood', content: 'Talking helps.' });
    serveBlogs([post]);
    const { user } = renderApp('/blog');

    const title = await screen.findByRole('heading', { level: 2, name: 'Sleep and mood' });
    expect(title).toHaveAttribute('lang', 'en');
    const card = title.closest('article')!;
    expect(within(card).getByText('Talking helps.')).toHaveAttribute('lang', 'en');
    // The card's own texts turn Hindi once the blog feature's Hindi file is in (src/lib/i18n.ts).
    expect(languageOf(await within(card).findByText(/^लेखक: Dr\. Meera Iyer/))).toBe(
      document.documentElement,
    );

    await user.click(screen.getByRole('link', { name: 'Sleep and mood' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Sleep and mood' });
    expect(heading).toHaveAttribute('lang', 'en');
    expect(languageOf(screen.getByText('Talking helps.'))).toHaveAttribute('lang', 'en');
    expect(languageOf(screen.getByRole('link', { name: '← सभी ब्लॉग' }))).toBe(
      document.documentElement,
    );
    expect(languageOf(screen.getByText('0 पसंद'))).toBe(document.documentElement);
  });
});

describe('/blogs/:id', () => {
  it('shows the whole article with its video playable', async () => {
    const blog = buildBlog(3, { mediaType: 'video', mediaUrl: '/uploads/calm.mp4' });
    serveBlogs([blog]);
    renderApp(`/blogs/${blog._id}`);

    expect(await screen.findByRole('heading', { level: 1, name: 'Article 3' })).toBeInTheDocument();
    expect(screen.getByText(LONG_CONTENT)).toBeInTheDocument();
    const video = screen.getByLabelText('Video: Article 3');
    expect(video.tagName).toBe('VIDEO');
    expect(video).toHaveAttribute('controls');
    expect(screen.getByText('0 likes')).toBeInTheDocument();
  });

  it('when the article’s picture or video arrives, then it fills a 16:9 frame already in place: the text below does not move', async () => {
    const video = buildBlog(3, { mediaType: 'video', mediaUrl: '/uploads/calm.mp4' });
    const image = buildBlog(4, { mediaType: 'image', mediaUrl: '/uploads/blogs/tall.webp' });
    serveBlogs([video, image]);

    for (const [blog, find] of [
      [video, () => screen.findByLabelText('Video: Article 3')],
      [image, () => screen.findByAltText('Illustration for Article 4')],
    ] as const) {
      const { unmount } = renderApp(`/blogs/${blog._id}`);
      expect(await find()).toHaveClass('aspect-video', 'object-contain');
      unmount();
    }
  });

  it('when the blog cannot load, then it toasts the spec text and returns to /blog', async () => {
    serveBlogs([buildBlog(1)]);
    const { router } = renderApp(`/blogs/${buildBlog(9)._id}`);

    expect(await screen.findByText(TEXTS.blogLoadFailed)).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/blog'));
    expect(await screen.findByRole('link', { name: 'Article 1' })).toBeInTheDocument();
  });

  it('when a visitor who is not logged in likes, then the spec text shows and nothing is sent', async () => {
    const blog = buildBlog(4);
    serveBlogs([blog]);
    let likeCalls = 0;
    server.use(
      http.post(API.likeBlog(':id'), () => {
        likeCalls += 1;
        return failure('notAuthorized', 401);
      }),
    );
    const { user } = renderApp(`/blogs/${blog._id}`);

    await user.click(await screen.findByRole('button', { name: 'Like' }));

    expect(await screen.findByText(TEXTS.likeFailed)).toBeInTheDocument();
    expect(likeCalls).toBe(0);
  });

  it('when the like fails on the server, then the spec text shows and the count stays', async () => {
    const blog = buildBlog(5, { likes: marks(1), likeCount: 1 });
    serveBlogs([blog]);
    server.use(http.post(API.likeBlog(':id'), () => failure('blogNotFound', 404)));
    const { user } = renderApp(`/blogs/${blog._id}`, { signedIn: true });

    await user.click(await screen.findByRole('button', { name: 'Like' }));

    expect(await screen.findByText(TEXTS.likeFailed)).toBeInTheDocument();
    expect(screen.getByText('1 like')).toBeInTheDocument();
  });

  it('when a logged-in patient likes, then the token is sent and the new count shows as liked', async () => {
    const blog = buildBlog(6);
    serveBlogs([blog]);
    server.use(
      http.post(API.likeBlog(':id'), ({ request, params }) =>
        signedIn(request) && params.id === blog._id
          ? answer(likeResponse, { success: true, likes: marks(1), likeCount: 1, liked: true })
          : failure('notAuthorized', 401),
      ),
    );
    const { user } = renderApp(`/blogs/${blog._id}`, { signedIn: true });

    const like = await screen.findByRole('button', { name: 'Like' });
    expect(like).toHaveAttribute('aria-pressed', 'false');
    await user.click(like);

    expect(await screen.findByText('1 like')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
  });

  it('when the signed-in patient already likes the post, then it shows pressed and a click takes the like back', async () => {
    const blog = buildBlog(7, { likes: marks(3), likeCount: 3 });
    serveBlogs([blog], [blog._id]);
    server.use(
      http.post(API.likeBlog(':id'), ({ request }) =>
        signedIn(request)
          ? answer(likeResponse, { success: true, likes: marks(2), likeCount: 2, liked: false })
          : failure('notAuthorized', 401),
      ),
    );
    const { user } = renderApp(`/blogs/${blog._id}`, { signedIn: true });

    const like = await screen.findByRole('button', { name: 'Like' });
    expect(screen.getByText('3 likes')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'true'));
    await user.click(like);

    expect(await screen.findByText('2 likes')).toBeInTheDocument();
    await waitFor(() => expect(like).toHaveAttribute('aria-pressed', 'false'));
  });

  it('when a visitor is not signed in, then the count shows and nobody is asked who likes it', async () => {
    const blog = buildBlog(8, { likes: marks(2), likeCount: 2 });
    serveBlogs([blog], [blog._id]);
    let statusCalls = 0;
    server.use(
      http.get(API.likeBlog(':id'), () => {
        statusCalls += 1;
        return failure('notAuthorized', 401);
      }),
    );
    renderApp(`/blogs/${blog._id}`);

    expect(await screen.findByText('2 likes')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Like' })).toHaveAttribute('aria-pressed', 'false');
    expect(statusCalls).toBe(0);
  });
});
