// The head of a dashboard table (Access Requests, Members Log, Activity): the caption screen readers
// announce, the columns' widths when the table is laid out fixed, and the small-caps column headings on a
// cream band, the first and last indented to the card's edge.
import { cn } from './cn';

export type AdminTableColumn = {
  label: string;
  /** The width of its `<col>` ('w-[9rem]', 'w-[19%]'); a column without one takes what is left. */
  width?: string;
};

type AdminTableHeadProps = {
  columns: readonly AdminTableColumn[];
  /** What the rows are, for screen readers ('Access requests …, newest first'). */
  caption?: string;
  /** The space between columns: px-5 for a table of few, wide columns. */
  cellPadding?: 'px-4' | 'px-5';
  /** Headings on one line, for a table that scrolls sideways rather than wrapping them. */
  nowrap?: boolean;
};

export function AdminTableHead({ columns, caption, cellPadding = 'px-4', nowrap = false }: AdminTableHeadProps) {
  return (
    <>
      {caption ? <caption className="sr-only">{caption}</caption> : null}
      {columns.some((column) => column.width) ? (
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
    </>
  );
}
