import { API } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The appointment's receipt as the PDF the API numbered, saved under the API's file name. */
export const downloadReceipt = (appointmentId: string) =>
  apiClient.getFile(API.receipt(appointmentId));

export function useDownloadReceipt() {
  return useMutation({
    mutationFn: async (appointmentId: string) => {
      const { blob, fileName } = await downloadReceipt(appointmentId);
      saveFile(blob, fileName);
    },
  });
}
