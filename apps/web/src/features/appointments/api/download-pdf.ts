import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '@clinic/client-kit';

/** A PDF the API issues for an appointment (a receipt, a credit note), saved under its file name. */
export function useDownloadPdf() {
  return useMutation({
    mutationFn: async (path: string) => {
      const { blob, fileName } = await apiClient.getFile(path);
      saveFile(blob, fileName);
    },
  });
}
