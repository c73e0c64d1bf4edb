import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../test/render';

/** Where the page is scrolled to, as the layout reads it (jsdom lays nothing out). */
function scrollTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

/** The tops the layout jumped to, in order. */
function watchJumps() {
  const jumps: number[] = [];
  vi.spyOn(window, 'scrollTo').mockImplementation(((options: ScrollToOptions) => {
    jumps.push(options.top ?? 0);
  }) as typeof window.scrollTo);
  return jumps;
}

afterEach(() => {
  vi.restoreAllMocks();
  scrollTo(0);
});

describe('where a page opens', () => {
  it('when the patient follows a link, then the new page opens at its top; back, then the page is where they left it', async () => {
    const jumps = watchJumps();
    const { user, router } = renderApp('/about');
    await screen.findByRole('heading', { level: 1 });
    scrollTo(640);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', {
        name: 'Contact',
      }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/contact'));
    expect(jumps).toEqual([0]);
    scrollTo(120);

    await act(() => router.navigate(-1));
    await waitFor(() => expect(router.state.location.pathname).toBe('/about'));
    expect(jumps).toEqual([0, 640]);
  });
});
