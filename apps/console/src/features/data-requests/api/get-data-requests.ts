import { ADMIN_API, adminDataRequestsResponse } from '@clinic/contracts';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

export const dataRequestsQueryOptions = (page: number, pageSize: number) =>
  queryOptions({
    queryKey: ['data-requests', page, pageSize],
    queryFn: () =>
      apiClient.get(ADMIN_API.dataRequests, adminDataRequestsResponse, { page, pageSize }),
    placeholderData: keepPreviousData,
  });

export const useDataRequests = (page: number, pageSize: number) =>
  useQuery(dataRequestsQueryOptions(page, pageSize));
