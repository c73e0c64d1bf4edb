import { useStore } from '@nanostores/react';
import { receiptTexts } from '../../../lib/texts';
import { useDownloadCreditNote } from '../api/download-credit-note';

/** Saves the refunded appointment's PDF credit note; a failure shows the server's reason as a toast. */
export function DownloadCreditNoteButton({ appointmentId }: { appointmentId: string }) {
  const t = useStore(receiptTexts);
  const download = useDownloadCreditNote();
  return (
    <button
      type="button"
      onClick={() => download.mutate(appointmentId)}
      disabled={download.isPending}
      aria-busy={download.isPending}
      className="btn-outline min-w-48 rounded-md"
    >
      {t.downloadCreditNote}
    </button>
  );
}
