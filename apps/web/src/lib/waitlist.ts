import {
  API,
  type JoinWaitlistRequest,
  type MessageResponse,
  type WaitlistResponse,
} from '@clinic/contracts';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';
import { APPOINTMENTS_KEY } from './appointments-key';
import { doctorsQueryOptions } from './doctors';
import { useToken } from './session';

/**
 * The patient's waiting-list entries and offers, one entry per token like the appointments: the
 * booking page joins, My Appointments claims, declines and leaves (docs/product.md, Waiting list).
 * Its answers are typed, not parsed, like the booking's: the booking page is on the performance
 * budget and runs no zod (src/app/first-load.test.ts).
 */
export const WAITLIST_KEY = ['waitlist'] as const;

export const waitlistQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...WAITLIST_KEY, token],
    queryFn: () => apiClient.get<WaitlistResponse>(API.waitlist),
    enabled: token !== null,
  });

export function useWaitlist() {
  return useQuery(waitlistQueryOptions(useToken()));
}

/** After any change: the list, and what a claim or a decline changes (appointments, free times). */
function useRefresh() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: WAITLIST_KEY }),
      queryClient.invalidateQueries({ queryKey: APPOINTMENTS_KEY }),
      queryClient.invalidateQueries({ queryKey: doctorsQueryOptions().queryKey }),
    ]);
}

export function useJoinWaitlist() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (body: JoinWaitlistRequest) =>
      apiClient.post<MessageResponse>(API.waitlist, undefined, body),
    onSuccess,
  });
}

export function useLeaveWaitlist() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (entryId: string) =>
      apiClient.post<MessageResponse>(API.leaveWaitlist, undefined, { entryId }),
    onSuccess,
  });
}

export function useClaimOffer() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiClient.post<MessageResponse>(API.claimWaitlistOffer, undefined, { offerId }),
    onSuccess,
  });
}

export function useDeclineOffer() {
  const onSuccess = useRefresh();
  return useMutation({
    mutationFn: (offerId: string) =>
      apiClient.post<MessageResponse>(API.declineWaitlistOffer, undefined, { offerId }),
    onSuccess,
  });
}
