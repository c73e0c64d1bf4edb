import { useStore } from '@nanostores/react';
import { receiptTexts } from '../../../lib/texts';
import { useDownloadReceipt } from '../api/download-receipt';

/** Saves the paid appointment's PDF receipt; a failure shows the server's reason as a toast. */
export function DownloadReceiptButton({ appointmentId }: { appointmentId: string }) {
  const t = useStore(receiptTexts);
  const download = useDownloadReceipt();
  return (
    <button
      type="button"
      onClick={() => download.mutate(appointmentId)}
      disabled={download.isPending}
      aria-busy={download.isPending}
      className="btn-outline min-w-48 rounded-md"
    >
      {t.downloadReceipt}
    </button>
  );
}
