import type { IdeaSortField, SortOrder } from '../../domain/idea-filters';
import { cx } from '../../ui/components/cx';
import { IDEA_COLUMNS, IDEA_GRID, type IdeaColumn } from './idea-columns';

export interface IdeaListSort {
  by: IdeaSortField;
  order: SortOrder;
  /** Sorts by the field: a second click on the same header turns the order round. */
  onSort: (by: IdeaSortField, order: SortOrder) => void;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

/** The header row; where the list can be sorted, each sortable header is a button. */
export function IdeaListHeader({ sort }: { sort?: IdeaListSort }) {
  return (
    <div role="rowgroup" className="border-b border-border bg-surface-muted text-xs font-medium text-fg-muted">
      <div role="row" aria-rowindex={1} className={cx(IDEA_GRID, 'h-9')}>
        {IDEA_COLUMNS.map((column) => (
          <div
            key={column.key}
            role="columnheader"
            aria-sort={sort && column.sort?.by === sort.by ? ARIA_SORT[sort.order] : undefined}
            className={column.className}
          >
            {sort && column.sort ? <SortButton column={column} sort={sort} /> : column.label}
          </div>
        ))}
      </div>
    </div>
  );
}

function SortButton({ column, sort }: { column: IdeaColumn; sort: IdeaListSort }) {
  const field = column.sort!;
  const active = sort.by === field.by;
  const next: SortOrder = active ? (sort.order === 'asc' ? 'desc' : 'asc') : field.firstOrder;
  return (
    <button
      type="button"
      title={`Sort by ${column.label.toLowerCase()}, ${next === 'asc' ? 'ascending' : 'descending'}`}
      onClick={() => sort.onSort(field.by, next)}
      className={cx('inline-flex items-center gap-1 rounded-ui hover:text-fg', active && 'text-fg')}
    >
      {column.label}
      <span aria-hidden="true" className={active ? '' : 'opacity-0'}>
        {active && sort.order === 'desc' ? '↓' : '↑'}
      </span>
    </button>
  );
}
