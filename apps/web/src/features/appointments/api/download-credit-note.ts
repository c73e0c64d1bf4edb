import { API } from '@clinic/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client';
import { saveFile } from '../../../lib/save-file';

/** The credit note the API issued for a recorded refund, saved under the API's file name. */
export const downloadCreditNote = (appointmentId: string) =>
  apiClient.getFile(API.creditNote(appointmentId));

export function useDownloadCreditNote() {
  return useMutation({
    mutationFn: async (appointmentId: string) => {
      const { blob, fileName } = await downloadCreditNote(appointmentId);
      saveFile(blob, fileName);
    },
  });
}
