import { Fragment, type HTMLAttributes, type ReactNode } from 'react';
import { BELOW_SM, useMediaQuery } from '../theme/use-media-query';
import { cx } from './cx';
import { ScrollRegion } from './scroll-region';

/**
 * Where a column goes when the table becomes cards: the card's `title` (one column, usually the
 * row header), a labelled `field`, an `action` at the card's foot (a button or link that names
 * its row), or `hidden` (not on the card).
 */
export type CardPlace = 'title' | 'field' | 'action' | 'hidden';

export interface DataColumn<Row> {
  id: string;
  /** The column header's content. */
  header: ReactNode;
  /** The words naming the column on a card; needed when `header` is not plain text. */
  label?: string;
  cell: (row: Row) => ReactNode;
  /** This column's cell is the row's header (`th scope="row"`). */
  rowHeader?: boolean;
  /** Default: `title` for the row header, `field` otherwise. */
  card?: CardPlace;
  /** Classes of the column's cells in the table (not on cards). */
  className?: string;
  headerClassName?: string;
  /** More attributes of the column header, e.g. `aria-sort`. */
  headerProps?: HTMLAttributes<HTMLTableCellElement>;
}

/** Attributes given to a row and to its card, e.g. a selected look or `aria-busy`. */
export type RowProps = Pick<HTMLAttributes<HTMLElement>, 'className' | 'aria-busy' | 'aria-current' | 'title'>;

export interface DataTableProps<Row> {
  rows: readonly Row[];
  columns: readonly DataColumn<Row>[];
  /** What the table holds: its caption (visually hidden) and the card list's name. */
  caption: string;
  /** The wide layout's scroll region name; default "{caption}, scrollable". */
  label?: string;
  getRowKey: (row: Row) => string;
  rowProps?: (row: Row) => RowProps;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  /** `compact` cells (px-3 py-2); `plain`: no header band, cells py-1, for short tables inside a card. */
  density?: 'normal' | 'compact' | 'plain';
  /** Classes of the table itself, e.g. a minimum width. */
  tableClassName?: string;
  /** Passed to the scroll region of the wide layout. */
  regionClassName?: string;
  maxHeight?: string;
  framed?: boolean;
  /** Shown above the cards only, e.g. a sort control standing in for the sortable headers. */
  cardToolbar?: ReactNode;
  /** A row's opened details (null when closed): a full-width row under it, or the foot of its card. */
  expansion?: (row: Row) => ReactNode;
}

const BAND = 'border-b border-border bg-surface-muted text-xs text-fg-muted';
const LOOK = {
  normal: { thead: BAND, th: 'px-4 py-2.5', td: 'px-4 py-3' },
  compact: { thead: BAND, th: 'px-3 py-2', td: 'px-3 py-2' },
  plain: { thead: 'text-xs text-fg-muted', th: 'py-1 pr-4 last:pr-0', td: 'py-1 pr-4 last:pr-0' },
};

const placeOf = <Row,>(column: DataColumn<Row>): CardPlace => column.card ?? (column.rowHeader ? 'title' : 'field');
const labelOf = <Row,>(column: DataColumn<Row>) =>
  column.label ?? (typeof column.header === 'string' ? column.header : column.id);

// A column's own padding or weight replaces the default rather than joining it: two utilities
// for one property would clash, and the stylesheet's order, not the class list's, would decide.
const PADDING = /(^|\s)p[xytrbl]?-/;
const WEIGHT = /(^|\s)font-(normal|medium|semibold|bold)\b/;
const unless = (own: string | undefined, pattern: RegExp, fallback: string) =>
  own && pattern.test(own) ? undefined : fallback;

/**
 * Every list of records in the app: a table from Tailwind's `sm` (640 px) up, a list of cards
 * below it, never both at once, so each name is on the page once (docs/architecture.md).
 */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const narrow = useMediaQuery(BELOW_SM);
  if (props.rows.length === 0 && props.empty !== undefined) return <>{props.empty}</>;
  return narrow ? <DataCards {...props} /> : <WideTable {...props} />;
}

function WideTable<Row>({
  rows,
  columns,
  caption,
  label,
  getRowKey,
  rowProps,
  density = 'normal',
  expansion,
  ...box
}: DataTableProps<Row>) {
  const look = LOOK[density];
  return (
    <ScrollRegion
      label={label ?? `${caption}, scrollable`}
      maxHeight={box.maxHeight}
      framed={box.framed}
      className={box.regionClassName}
    >
      <table className={cx('w-full text-left text-sm', box.tableClassName)}>
        <caption className="sr-only">{caption}</caption>
        <thead className={look.thead}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.id}
                scope="col"
                {...column.headerProps}
                className={cx(unless(column.headerClassName, PADDING, look.th), 'font-medium', column.headerClassName)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {rows.map((row) => (
            <Fragment key={getRowKey(row)}>
              <tr {...rowProps?.(row)}>
                {columns.map((column) => (
                  <BodyCell key={column.id} column={column} row={row} look={look} />
                ))}
              </tr>
              <ExpansionRow content={expansion?.(row)} span={columns.length} padding={look.td} />
            </Fragment>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function ExpansionRow({ content, span, padding }: { content: ReactNode; span: number; padding: string }) {
  if (content === null || content === undefined) return null;
  return (
    <tr>
      <td colSpan={span} className={cx(padding, 'bg-surface-muted')}>
        {content}
      </td>
    </tr>
  );
}

function BodyCell<Row>({ column, row, look }: { column: DataColumn<Row>; row: Row; look: (typeof LOOK)['normal'] }) {
  const padding = unless(column.className, PADDING, look.td);
  if (!column.rowHeader) return <td className={cx(padding, column.className)}>{column.cell(row)}</td>;
  const weight = unless(column.className, WEIGHT, 'font-medium');
  return (
    <th scope="row" className={cx(padding, weight, column.className)}>
      {column.cell(row)}
    </th>
  );
}

function DataCards<Row>({
  rows,
  columns,
  caption,
  getRowKey,
  rowProps,
  framed = true,
  cardToolbar,
  expansion,
}: DataTableProps<Row>) {
  const title = columns.find((column) => placeOf(column) === 'title');
  const fields = columns.filter((column) => placeOf(column) === 'field');
  const actions = columns.filter((column) => placeOf(column) === 'action');
  return (
    <div className="flex flex-col gap-2">
      {cardToolbar}
      {/* data-row-list: the page's j/k shortcuts walk these cards as they walk a table's rows. */}
      <ul
        aria-label={caption}
        data-row-list=""
        className={cx('divide-y divide-border bg-surface', framed && 'rounded-ui border border-border')}
      >
        {rows.map((row) => {
          const props = rowProps?.(row);
          return (
            <li
              key={getRowKey(row)}
              {...props}
              className={cx('flex min-w-0 flex-col gap-2 px-4 py-3 text-sm', props?.className)}
            >
              {title && <div className="font-medium break-words">{title.cell(row)}</div>}
              {fields.length > 0 && (
                <dl className="grid grid-cols-[minmax(0,auto)_minmax(0,1fr)] items-baseline gap-x-3 gap-y-1">
                  {fields.map((column) => (
                    <div key={column.id} className="contents">
                      <dt className="text-xs text-fg-muted">{labelOf(column)}</dt>
                      <dd className="min-w-0 break-words">{column.cell(row)}</dd>
                    </div>
                  ))}
                </dl>
              )}
              {actions.length > 0 && (
                <div className="flex flex-wrap justify-end gap-2">
                  {actions.map((column) => (
                    <div key={column.id}>{column.cell(row)}</div>
                  ))}
                </div>
              )}
              {expansion?.(row)}
            </li>
          );
        })}
      </ul>
    </div>
  );
}
