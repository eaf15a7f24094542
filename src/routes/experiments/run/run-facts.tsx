import type { Run } from '../../../api/queries/runs';
import { SectionCard } from '../../../ui/components/card';
import { formatDate } from '../../../ui/format/format-date';
import { formatDuration, NO_VALUE } from '../runs/run-format';
import { KeyValues } from './key-values';

/** When the run started and ended, and how long it took. */
export function RunTimes({ run }: { run: Run }) {
  const facts = [
    ['Started', formatDate(run.startedAt, true)],
    ['Ended', run.endedAt ? formatDate(run.endedAt, true) : 'Still running'],
    ['Duration', run.endedAt ? formatDuration(run.startedAt, run.endedAt) : NO_VALUE],
  ];
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-6 gap-y-1 text-sm sm:flex sm:flex-wrap sm:gap-x-8">
      {facts.map(([term, value]) => (
        <div key={term} className="contents sm:flex sm:flex-col">
          <dt className="text-fg-muted">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function RunParams({ run }: { run: Run }) {
  return (
    <SectionCard title="Params">
      <KeyValues caption="Params" values={run.params} empty="No params logged." />
    </SectionCard>
  );
}
