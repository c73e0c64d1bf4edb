import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from './query-client.js';

const settings = { staleTime: 60_000, refetchOnWindowFocus: false };

function failAction(
  client: ReturnType<typeof createQueryClient>,
  meta?: { toastErrors?: boolean },
): Promise<unknown> {
  const observer = new MutationObserver(client, {
    mutationFn: () => Promise.reject(new Error('That slot is already booked')),
    ...(meta && { meta }),
  });
  return observer.mutate().catch(() => undefined);
}

describe('createQueryClient', () => {
  it('when an action fails, then its message is shown', async () => {
    const showError = vi.fn();
    await failAction(createQueryClient({ ...settings, showError }));
    expect(showError).toHaveBeenCalledExactlyOnceWith(
      'That slot is already booked',
      new Error('That slot is already booked'),
    );
  });

  it('when the action shows its own failure text, then nothing else is shown', async () => {
    const showError = vi.fn();
    await failAction(createQueryClient({ ...settings, showError }), { toastErrors: false });
    expect(showError).not.toHaveBeenCalled();
  });

  it('keeps each app its freshness and focus refetch, with one retry for queries', () => {
    const client = createQueryClient({
      staleTime: 30_000,
      refetchOnWindowFocus: true,
      showError() {},
    });
    expect(client.getDefaultOptions().queries).toEqual({
      staleTime: 30_000,
      retry: 1,
      refetchOnWindowFocus: true,
    });
  });
});
