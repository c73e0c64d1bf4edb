import { useStore } from '@nanostores/react';
import { pageTexts } from '../lib/page-texts';

/** The Available (green) / Not Available (red) marker of a doctor card (docs/product.md). */
export function Availability({ available }: { available: boolean }) {
  const t = useStore(pageTexts);
  return (
    <p
      className={`flex items-center gap-2 text-sm ${available ? 'text-green-700' : 'text-red-700'}`}
    >
      <span
        aria-hidden="true"
        className={`size-2 rounded-full ${available ? 'bg-green-500' : 'bg-red-500'}`}
      />
      {available ? t.available : t.notAvailable}
    </p>
  );
}
