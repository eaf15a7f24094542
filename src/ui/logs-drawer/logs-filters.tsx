import type { FormEvent } from 'react';
import { LOG_ENTITY_TYPES, LOG_LEVELS, type LogFilters } from '../../domain/activity-logs';
import { Button } from '../components/button';
import { TextField } from '../components/text-field';
import { useLogsDrawerActor, useLogsDrawerSelector } from './logs-drawer-provider';
import { SelectField } from '../components/select-field';
import { MemberFilter } from './member-filter';

const ANY = { value: '', label: 'Any' };
const LEVEL_OPTIONS = [
  ANY,
  ...LOG_LEVELS.map((level) => ({ value: level, label: level[0].toUpperCase() + level.slice(1) })),
];
const ENTITY_OPTIONS = [
  ANY,
  ...LOG_ENTITY_TYPES.map((type) => ({ value: type, label: type[0].toUpperCase() + type.slice(1) })),
];

/** The drafted filters: nothing is sent until 'Apply Filters'. */
export function LogsFilters({ id }: { id: string }) {
  const actor = useLogsDrawerActor();
  const draft = useLogsDrawerSelector((s) => s.context.draft);
  const edit = (patch: Partial<LogFilters>) => actor.send({ type: 'filters.edit', patch });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    actor.send({ type: 'filters.apply' });
  };

  return (
    <form
      id={id}
      aria-label="Log filters"
      onSubmit={apply}
      className="grid grid-cols-1 gap-3 border-b border-border bg-surface-muted/50 p-4 sm:grid-cols-3"
    >
      <SelectField
        label="Level"
        value={draft.level}
        options={LEVEL_OPTIONS}
        onChange={(e) => edit({ level: e.target.value as LogFilters['level'] })}
      />
      <SelectField
        label="Entity type"
        value={draft.entityType}
        options={ENTITY_OPTIONS}
        onChange={(e) => edit({ entityType: e.target.value as LogFilters['entityType'] })}
      />
      <TextField
        label="Entity ID"
        value={draft.entityId}
        onChange={(e) => edit({ entityId: e.target.value })}
        autoComplete="off"
      />
      <TextField
        label="Action"
        value={draft.action}
        placeholder="e.g. workspace.created"
        onChange={(e) => edit({ action: e.target.value })}
        autoComplete="off"
      />
      <DateRangeFields draft={draft} edit={edit} />
      <MemberFilter value={draft.userId} onChange={(userId) => edit({ userId })} />
      <div className="flex gap-2 sm:col-span-3 sm:justify-end">
        <Button variant="secondary" size="sm" onClick={() => actor.send({ type: 'filters.clear' })}>
          Clear
        </Button>
        <Button type="submit" size="sm">
          Apply Filters
        </Button>
      </div>
    </form>
  );
}

interface DraftProps {
  draft: LogFilters;
  edit: (patch: Partial<LogFilters>) => void;
}

/** Each date bounds the other, so the range can never be drawn backwards. */
function DateRangeFields({ draft, edit }: DraftProps) {
  return (
    <>
      <TextField
        label="Start date"
        type="date"
        value={draft.startDate}
        max={draft.endDate || undefined}
        onChange={(e) => edit({ startDate: e.target.value })}
      />
      <TextField
        label="End date"
        type="date"
        value={draft.endDate}
        min={draft.startDate || undefined}
        hint="Includes the whole day"
        onChange={(e) => edit({ endDate: e.target.value })}
      />
    </>
  );
}
