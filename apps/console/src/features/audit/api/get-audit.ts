import { ADMIN_API, auditResponse } from '@clinic/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const auditQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['audit', page, pageSize],
    queryFn: () => apiClient.get(ADMIN_API.audit, auditResponse, { page, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (page: number, pageSize: number) =>
  useQuery(auditQueryOptions(page, pageSize));
