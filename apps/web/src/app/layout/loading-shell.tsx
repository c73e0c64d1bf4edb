import { CrisisLine } from '../../components/crisis-line';
import { PageSkeleton } from '../../components/page-skeleton';
import { SITE } from '../../lib/site';

/**
 * What a deep link shows while its page's code arrives: the same bars index.html paints first, then
 * the page's rough shape, so nothing jumps when the real layout takes over.
 */
export function LoadingShell() {
  return (
    <>
      <CrisisLine />
      <header className="border-b border-gray-200 bg-white">
        <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4 text-lg font-semibold text-primary sm:px-6">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {SITE.name}
        </div>
      </header>
      <PageSkeleton />
    </>
  );
}
