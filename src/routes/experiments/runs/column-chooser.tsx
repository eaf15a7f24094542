import { Popover, PopoverButton, PopoverPanel } from '@headlessui/react';
import { buttonClasses } from '../../../ui/components/button';
import { Icon } from '../../../ui/components/icon';
import type { KeyColumn } from './run-columns';

interface ColumnChooserProps {
  available: { metrics: KeyColumn[]; params: KeyColumn[] };
  shown: readonly KeyColumn[];
  onChange: (columns: KeyColumn[]) => void;
}

/** A panel of checkboxes, one per metric and param the runs logged; it stays open while ticking. */
export function ColumnChooser({ available, shown, onChange }: ColumnChooserProps) {
  const ids = new Set(shown.map((c) => c.id));
  const all = [...available.metrics, ...available.params];
  const toggle = (column: KeyColumn) =>
    onChange(all.filter((c) => (c.id === column.id ? !ids.has(c.id) : ids.has(c.id))));
  return (
    <Popover className="relative">
      <PopoverButton className={buttonClasses('secondary', 'sm')}>
        Columns
        <Icon name="chevronDown" size={16} />
      </PopoverButton>
      <PopoverPanel
        aria-label="Choose columns"
        className="absolute right-0 z-30 mt-2 flex max-h-80 w-64 flex-col gap-3 overflow-auto rounded-ui border border-border bg-surface p-3 text-sm shadow-lg"
      >
        {all.length === 0 && <p className="text-fg-muted">No metrics or params logged yet.</p>}
        <KeyGroup legend="Metrics" columns={available.metrics} ids={ids} onToggle={toggle} />
        <KeyGroup legend="Params" columns={available.params} ids={ids} onToggle={toggle} />
      </PopoverPanel>
    </Popover>
  );
}

function KeyGroup({
  legend,
  columns,
  ids,
  onToggle,
}: {
  legend: string;
  columns: KeyColumn[];
  ids: ReadonlySet<string>;
  onToggle: (column: KeyColumn) => void;
}) {
  if (columns.length === 0) return null;
  return (
    <fieldset className="flex flex-col gap-1">
      <legend className="mb-1 text-xs font-medium text-fg-muted">{legend}</legend>
      {columns.map((column) => (
        <label key={column.id} className="flex items-center gap-2 break-all">
          <input
            type="checkbox"
            className="size-4 accent-accent"
            checked={ids.has(column.id)}
            onChange={() => onToggle(column)}
          />
          {column.key}
        </label>
      ))}
    </fieldset>
  );
}
