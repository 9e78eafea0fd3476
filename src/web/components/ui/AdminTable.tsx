// A dashboard table (Access Requests, Members Log, Activity): the caption screen readers announce, the
// columns' widths (the layout is fixed when they are given), the small-caps column headings on a cream
// band with the first and last indented to the card's edge, and the rows (the caller's <tr>s) ruled apart.
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AdminTableColumn = {
  label: string;
  /** The width of its `<col>` ('w-[9rem]', 'w-[19%]'); a column without one takes what is left. */
  width?: string;
};

type AdminTableProps = {
  columns: readonly AdminTableColumn[];
  /** What the rows are, for screen readers ('Access requests …, newest first'). */
  caption?: string;
  /** The space between columns: px-5 for a table of few, wide columns. */
  cellPadding?: 'px-4' | 'px-5';
  /** Headings on one line, for a table that scrolls sideways rather than wrapping them. */
  nowrap?: boolean;
  /** The rows' text size, when the table sets one for all its cells ('text-sm'). */
  className?: string;
  children: ReactNode;
};

export function AdminTable({ columns, caption, cellPadding = 'px-4', nowrap = false, className, children }: AdminTableProps) {
  const fixed = columns.some((column) => column.width);
  return (
    <table className={cn('w-full border-collapse text-left', fixed && 'table-fixed', className)}>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {fixed ? (
        <colgroup>
          {columns.map((column) => (
            <col key={column.label} className={column.width} />
          ))}
        </colgroup>
      ) : null}
      <thead className="bg-cream/70">
        <tr className="border-b border-line">
          {columns.map(({ label }) => (
            <th
              key={label}
              scope="col"
              className={cn(
                'eyebrow py-3 font-semibold text-stone first:pl-7 last:pr-7',
                cellPadding,
                nowrap && 'whitespace-nowrap',
              )}
            >
              {label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-line">{children}</tbody>
    </table>
  );
}
