import { useDownloadPdf } from '../api/download-pdf';

/** Saves the PDF at `path` (API.receipt, API.creditNote); a failure shows the server's reason as a toast. */
export function DownloadPdfButton({ path, label }: { path: string; label: string }) {
  const download = useDownloadPdf();
  return (
    <button
      type="button"
      onClick={() => download.mutate(path)}
      disabled={download.isPending}
      aria-busy={download.isPending}
      className="btn-outline min-w-48 rounded-md"
    >
      {label}
    </button>
  );
}
