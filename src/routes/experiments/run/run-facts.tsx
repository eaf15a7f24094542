import type { Run } from '../../../api/queries/runs';
import { SectionCard } from '../../../ui/components/card';
import { formatDate } from '../../../ui/format/format-date';
import { formatDuration, NO_VALUE } from '../runs/run-format';
import { KeyValues } from './key-values';

const SIZE = new Intl.NumberFormat('en', { style: 'unit', unit: 'kilobyte', maximumFractionDigits: 1 });

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

/** Files the run stored; none until run uploads arrive. */
export function RunArtifacts({ run }: { run: Run }) {
  return (
    <SectionCard title="Artifacts">
      {run.artifacts.length === 0 ? (
        <p className="text-sm text-fg-muted">No artifacts yet</p>
      ) : (
        <ul aria-label="Artifacts" className="flex flex-col gap-1 text-sm">
          {run.artifacts.map((a) => (
            <li key={a.fileId} className="flex flex-wrap gap-x-3">
              <span className="font-medium break-all">{a.name}</span>
              <span className="text-fg-muted">{SIZE.format(a.size / 1000)}</span>
              <time dateTime={a.createdAt} className="text-fg-muted">
                {formatDate(a.createdAt, true)}
              </time>
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
