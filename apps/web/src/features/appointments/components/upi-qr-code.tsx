import { useQuery } from '@tanstack/react-query';
import { useStore } from '@nanostores/react';
import { Skeleton } from '../../../components/skeleton';
import { i18n } from '../../../lib/i18n';

export const messages = i18n('appointments/upi-qr-code', {
  drawing: 'Drawing the QR code…',
  failed: 'The QR code could not be drawn. Pay to the UPI ID shown here instead.',
});

/** The QR code library loads only when a payment panel opens; it draws SVG, no canvas needed. */
async function drawQrCode(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function UpiQrCode({ value, label }: { value: string; label: string }) {
  const t = useStore(messages);
  const qr = useQuery({
    queryKey: ['upi-qr', value],
    queryFn: () => drawQrCode(value),
    staleTime: Infinity,
  });

  if (qr.isPending) {
    return (
      <div role="status" className="size-48">
        <span className="sr-only">{t.drawing}</span>
        <Skeleton className="size-48" />
      </div>
    );
  }
  if (qr.isError) {
    return <p className="max-w-48 text-sm text-red-700">{t.failed}</p>;
  }
  return (
    <img
      src={qr.data}
      alt={label}
      width={192}
      height={192}
      className="size-48 rounded-lg border border-gray-200 bg-white p-2"
    />
  );
}
