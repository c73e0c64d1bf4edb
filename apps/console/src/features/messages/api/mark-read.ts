import { ADMIN_API, adminMessageResponse } from '@clinic/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { messagesQueryOptions } from './get-messages';

export const markMessageRead = (messageId: string) =>
  apiClient.post(ADMIN_API.readMessage(messageId), adminMessageResponse);

export function useMarkMessageRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markMessageRead,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagesQueryOptions().queryKey }),
  });
}
