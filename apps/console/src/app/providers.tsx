import { useState, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { ToastContainer, toast } from 'react-toastify';
import { createQueryClient as createClinicQueryClient } from '@clinic/client-kit';

export function createQueryClient(): QueryClient {
  return createClinicQueryClient({
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // Every failed action shows the server's message, the same way the patient site does.
    showError: (message) => toast.error(message),
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
  return (
    <QueryClientProvider client={client}>
      {children}
      <ToastContainer position="top-right" autoClose={5000} />
    </QueryClientProvider>
  );
}
