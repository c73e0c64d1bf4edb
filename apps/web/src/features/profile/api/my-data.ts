import { API, myDataResponse, type MyData } from '@clinic/contracts';
import { queryOptions, useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

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

/** Hands `data` to the browser as a JSON file download. */
function saveJson(data: MyData, fileName: string): void {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file once click() returns; the object URL is no longer needed.
  URL.revokeObjectURL(url);
}

/** Fetches a fresh copy and saves it as my-data-<date>.json. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await fetchMyData();
      saveJson(data, `my-data-${data.exportedAt.slice(0, 10)}.json`);
    },
  });
}
