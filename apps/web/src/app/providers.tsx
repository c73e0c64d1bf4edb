import { useState, type ReactNode } from 'react';
import { MutationCache, QueryClient, QueryClientProvider } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    /** `toastErrors: false` on a mutation that shows its own failure text. */
    mutationMeta: { toastErrors?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
    },
    // Server messages of failed actions are error toasts (docs/product.md, Loading and errors).
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.toastErrors === false) return;
        void import('react-toastify').then(({ toast }) => toast.error(error.message));
      },
    }),
  });
}

export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode;
  queryClient?: QueryClient;
}) {
  const [client] = useState(() => queryClient ?? createQueryClient());
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
