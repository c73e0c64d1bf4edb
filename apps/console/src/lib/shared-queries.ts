import {
  ADMIN_API,
  API,
  adminDoctorsResponse,
  auditResponse,
  clinicConfigResponse,
  dashboardResponse,
} from '@clinic/contracts';
import type { AuditQuery } from '@clinic/contracts';
import { keepPreviousData, queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiClient } from './api-client';

/** Several screens need the doctors (filters, editor, calendar); one key keeps them in step. */
export const doctorsQueryOptions = () =>
  queryOptions({
    queryKey: ['doctors'],
    queryFn: async () => (await apiClient.get(ADMIN_API.doctors, adminDoctorsResponse)).doctors,
  });

/** The clinic's time zone decides what "today" is on the calendar (docs/decisions.md, Calendar). */
export const configQueryOptions = () =>
  queryOptions({
    queryKey: ['config'],
    queryFn: async () => (await apiClient.get(API.config, clinicConfigResponse)).config,
    staleTime: Infinity,
  });

/** The dashboard's figures count bookings and money: every booking change makes them stale. */
export const dashboardQueryOptions = () =>
  queryOptions({
    queryKey: ['dashboard'],
    queryFn: async () => (await apiClient.get(ADMIN_API.dashboard, dashboardResponse)).dashboard,
    // Front-desk figures: keep them fresh while the screen stays open.
    refetchInterval: 60_000,
  });

/** The start of every audit page's key: each change the console makes adds an entry. */
export const AUDIT_KEY = ['audit'] as const;

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: [...AUDIT_KEY, query],
    queryFn: () => apiClient.get(ADMIN_API.audit, auditResponse, query),
    placeholderData: keepPreviousData,
  });

/**
 * The start of every appointments list's key (the filtered pages, the schedule, the refunds
 * due): a change to any booking makes them all stale.
 */
export const APPOINTMENTS_KEY = ['appointments'] as const;

/** A booking changed: every figure that counts bookings, slots or money is stale. */
export function invalidateBookingViews(queryClient: QueryClient): Promise<void> {
  return Promise.all(
    [
      APPOINTMENTS_KEY,
      dashboardQueryOptions().queryKey,
      doctorsQueryOptions().queryKey,
      AUDIT_KEY,
    ].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  ).then(() => undefined);
}
