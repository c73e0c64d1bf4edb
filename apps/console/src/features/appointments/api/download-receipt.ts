import { ADMIN_API } from '@clinic/contracts';
import { saveFile } from '@clinic/client-kit';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';

/** A paid appointment's receipt as the patient got it, saved under its file name (audited by the API). */
export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (appointmentId: string) => {
      const { blob, fileName } = await apiClient.getFile(ADMIN_API.receipt(appointmentId));
      saveFile(blob, fileName);
    },
  });
}
