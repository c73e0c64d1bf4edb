import type { ReactNode } from 'react';

interface DataTableProps {
  /** Read by screen readers only. */
  caption: string;
  columns: readonly string[];
  /** Added to the body's classes, e.g. 'align-top'. */
  bodyClassName?: string | undefined;
  /** The rows. */
  children: ReactNode;
}

/**
 * The console's bordered, horizontally scrolling table with a row of column headings. The scroll
 * box is a named region in the tab order, so a keyboard can scroll a table wider than the screen
 * (axe's scrollable-region-focusable; a narrow phone scrolls most of them).
 */
export function DataTable({ caption, columns, bodyClassName, children }: DataTableProps) {
  return (
    <div
      role="region"
      aria-label={caption}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-gray-200 bg-white"
    >
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold uppercase tracking-wide text-gray-500">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className="px-4 py-3">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          className={
            bodyClassName ? `divide-y divide-gray-100 ${bodyClassName}` : 'divide-y divide-gray-100'
          }
        >
          {children}
        </tbody>
      </table>
    </div>
  );
}
