import { API, myDataResponse, type MyData } from '@clinic/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '@clinic/client-kit';

/** Everything the clinic holds about the patient (GET /api/user/my-data, docs/product.md). */
export const fetchMyData = async (): Promise<MyData> =>
  (await apiClient.get(API.myData, myDataResponse)).data;

/** Keyed by token, so another patient signing in on this browser never sees this summary. */
export const myDataQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['my-data', token],
    queryFn: fetchMyData,
    enabled: token !== null,
    // The summary is personal and changes with every booking: read it fresh each time it opens.
    staleTime: 0,
    gcTime: 0,
  });

/** Fetches a fresh copy and saves it as my-data-<date>.json. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await fetchMyData();
      const json = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      saveFile(json, `my-data-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}
