import { useEffect, useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { createQueryClient as createClinicQueryClient } from '@clinic/client-kit';
import { hindiReady } from '../lib/i18n';
import { forgetEndedSessions } from '../lib/session';

export function createQueryClient(): QueryClient {
  return createClinicQueryClient({
    staleTime: 60_000,
    refetchOnWindowFocus: false,
    // Server messages of failed actions are error toasts (docs/product.md, Loading and errors),
    // in the reader's language; react-toastify and the messages (with their Hindi) load with the
    // first one, outside the home page's first load.
    showError: (_message, error) =>
      void Promise.all([import('react-toastify/unstyled'), import('../lib/server-message')]).then(
        async ([{ toast }, { serverMessage }]) => {
          await hindiReady();
          toast.error(serverMessage(error));
        },
      ),
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
  useEffect(() => forgetEndedSessions(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
