import { MutationCache, QueryClient } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `toastErrors: false` on a mutation that shows its own failure text. */
    mutationMeta: { toastErrors?: boolean };
  }
}

export interface QueryClientSettings {
  /** How long fetched data counts as fresh, in milliseconds. */
  staleTime: number;
  refetchOnWindowFocus: boolean;
  /**
   * Shows a failed action's message (the server's text) to the user: each app's error toast. The
   * error itself comes too, for an app that words the message in the reader's language.
   */
  showError: (message: string, error: Error) => void;
}

/**
 * The react-query client of the web app and the console: a failed query is tried once more, and
 * every failed mutation's message goes to `showError` unless the mutation shows its own.
 */
export function createQueryClient({
  staleTime,
  refetchOnWindowFocus,
  showError,
}: QueryClientSettings): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { staleTime, retry: 1, refetchOnWindowFocus } },
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastErrors !== false) showError(error.message, error);
      },
    }),
  });
}
