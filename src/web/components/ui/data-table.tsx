import type { ReactNode, ThHTMLAttributes } from 'react';
import { Link } from '../../lib/routing.tsx';
import type { Message } from '../../../shared/i18n/messages.ts';
import { lists } from '../../../shared/i18n/messages/lists.ts';
import { useI18n } from '../../lib/i18n.tsx';

/** One column of a DataTable: its heading and what each row shows in it. */
export interface Column<T> {
  /** The heading cell's content: a message of the shared words is worded by the table ('Name', 'Actions'). */
  header: ReactNode | Message;
  /** More on the heading cell (aria-sort of a sortable column). */
  headerProps?: ThHTMLAttributes<HTMLTableCellElement>;
  /** The row's cell in this column. */
  cell: (row: T) => ReactNode;
  /** The cell's class. */
  className?: string;
  /** The cell names its row (th scope="row"): the record's name. */
  rowHeader?: boolean;
  /** The column's name beside each cell when rows are stacked on a phone, if the header is not plain text. */
  label?: string;
}

/**
 * A list as a table, described by its columns; a column that is `false` (one only administrators see) is left
 * out. On a phone each row is stacked, every cell under its column's name (`stack`, the default), or the table
 * scrolls sideways inside its frame, with shadows at the edges that can be scrolled to; the page itself is never
 * wider than the screen.
 */
export function DataTable<T>({
  rows,
  rowKey,
  columns,
  caption,
  className = 'card overflow-x-auto',
  tableClassName = 'data-table',
  rowClassName,
  stack = true,
}: {
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  columns: readonly (Column<T> | false)[];
  /** Read by screen readers only. */
  caption?: ReactNode;
  /** The frame around the table. */
  className?: string;
  tableClassName?: string;
  rowClassName?: string;
  /** Stack the rows on a phone (false: the table scrolls sideways, as one with sortable headings must). */
  stack?: boolean;
}) {
  const { t } = useI18n();
  const shown = columns
    .filter((column): column is Column<T> => column !== false)
    .map(({ header, ...column }) => ({
      ...column,
      header: header && typeof header === 'object' && 'id' in header ? t(header) : header,
    }));
  const labelOf = (column: (typeof shown)[number]) =>
    column.label ?? (typeof column.header === 'string' ? column.header : undefined);
  return (
    // `relative`: what a cell hides for screen readers stays inside the frame, not past the page's edge.
    <div className={`relative ${stack ? 'table-stack' : 'table-scroll'} ${className}`}>
      <table className={tableClassName}>
        {caption ? <caption className="sr-only">{caption}</caption> : null}
        <thead>
          <tr>
            {shown.map((column, index) => (
              <th key={index} scope="col" {...column.headerProps}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)} className={rowClassName}>
              {shown.map((column, index) =>
                column.rowHeader ? (
                  <th key={index} scope="row" className="bg-white font-medium">
                    {column.cell(row)}
                  </th>
                ) : (
                  <td key={index} className={column.className} data-label={labelOf(column)}>
                    {/* One box beside the column's name when the row is stacked, however many the cell holds. */}
                    <div className="min-w-0">{column.cell(row)}</div>
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** What a row's links need: the record's name (for screen readers) and the addresses of its page and form. */
export interface RowRecord {
  name: string;
  view: string;
  edit: string;
}

/** A column whose cell links to another page: the canoe, the race, the steward. */
export function linkColumn<T>(
  header: Column<T>['header'],
  link: (row: T) => { to: string; text: ReactNode },
): Column<T> {
  return {
    header,
    cell: (row) => {
      const { to, text } = link(row);
      return (
        <Link to={to} className="link">
          {text}
        </Link>
      );
    },
  };
}

/** The Name column: the record's name, linking to its page, names the row. */
export function nameColumn<T>(record: (row: T) => RowRecord): Column<T> {
  return {
    ...linkColumn(lists.name, (row: T) => ({ to: record(row).view, text: record(row).name })),
    rowHeader: true,
  };
}

/** A row's View or Edit: the record is named for screen readers ('View Hōkūleʻa'). */
export function RowLink({
  to,
  action,
  name,
  className = 'link',
}: {
  to: string;
  action: 'View' | 'Edit';
  name: string;
  className?: string;
}) {
  const { t } = useI18n();
  return (
    <Link to={to} className={className}>
      {t(action === 'Edit' ? lists.edit : lists.view)}
      <span className="sr-only"> {name}</span>
    </Link>
  );
}

/** The Actions column: View, and Edit when `canEdit`. */
export function actionsColumn<T>(record: (row: T) => RowRecord, canEdit = true): Column<T> {
  return {
    header: lists.actions,
    cell: (row) => {
      const { name, view, edit } = record(row);
      return (
        <div className="flex gap-3">
          <RowLink to={view} action="View" name={name} />
          {canEdit ? <RowLink to={edit} action="Edit" name={name} /> : null}
        </div>
      );
    },
  };
}

/** A list of records: their names (linking to their pages), the given columns, then View and Edit. */
export function RecordTable<T>({
  rows,
  record,
  columns,
  canEdit,
  caption,
}: {
  rows: readonly T[];
  record: (row: T) => RowRecord;
  columns: readonly Column<T>[];
  canEdit: boolean;
  caption: string;
}) {
  return (
    <DataTable
      rows={rows}
      rowKey={(row) => record(row).view}
      caption={caption}
      columns={[nameColumn(record), ...columns, actionsColumn(record, canEdit)]}
    />
  );
}
