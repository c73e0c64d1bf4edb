import type { ReactNode } from 'react';
import { Pagination } from './pagination';
import { EmptyState, ErrorState, Loading } from './query-state';

interface Page {
  page: number;
  pageSize: number;
  total: number;
}

/** What this needs of a react-query result. */
interface PagedQuery<D extends Page> {
  isPending: boolean;
  error: Error | null;
  data: D | undefined;
  refetch: () => unknown;
}

interface PagedResultsProps<D extends Page, T> {
  query: PagedQuery<D>;
  /** The page's items out of the response. */
  items: (data: D) => T[];
  /** Shown when the page has no items. */
  empty: string;
  onPage: (page: number) => void;
  /** The page's items, drawn; the pager follows. */
  children: (items: T[]) => ReactNode;
}

/** One page of a paged query: loading, an error with a retry, an empty note, or the items and a pager. */
export function PagedResults<D extends Page, T>({
  query,
  items,
  empty,
  onPage,
  children,
}: PagedResultsProps<D, T>) {
  const shown = query.data ? items(query.data) : [];
  return (
    <>
      {query.isPending && <Loading />}
      {query.error && <ErrorState error={query.error} onRetry={() => void query.refetch()} />}
      {query.data &&
        (shown.length === 0 ? (
          <EmptyState>{empty}</EmptyState>
        ) : (
          <>
            {children(shown)}
            <Pagination
              page={query.data.page}
              pageSize={query.data.pageSize}
              total={query.data.total}
              onPage={onPage}
            />
          </>
        ))}
    </>
  );
}
