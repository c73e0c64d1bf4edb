import { ADMIN_API, adminMessagesResponse } from '@clinic/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const messagesQueryOptions = () =>
  queryOptions({
    queryKey: ['messages'],
    queryFn: () => apiClient.get(ADMIN_API.messages, adminMessagesResponse),
  });

export const useMessages = () => useQuery(messagesQueryOptions());
