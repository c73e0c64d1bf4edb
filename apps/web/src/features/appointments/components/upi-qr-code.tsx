import { useQuery } from '@tanstack/react-query';
import { Skeleton } from '../../../components/skeleton';

/** The QR code library loads only when a payment panel opens; it draws SVG, no canvas needed. */
async function drawQrCode(value: string): Promise<string> {
  const { toString } = await import('qrcode');
  const svg = await toString(value, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function UpiQrCode({ value, label }: { value: string; label: string }) {
  const qr = useQuery({
    queryKey: ['upi-qr', value],
    queryFn: () => drawQrCode(value),
    staleTime: Infinity,
  });

  if (qr.isPending) {
    return (
      <div role="status" className="size-48">
        <span className="sr-only">Drawing the QR code…</span>
        <Skeleton className="size-48" />
      </div>
    );
  }
  if (qr.isError) {
    return (
      <p className="max-w-48 text-sm text-red-700">
        The QR code could not be drawn. Pay to the UPI ID shown here instead.
      </p>
    );
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
