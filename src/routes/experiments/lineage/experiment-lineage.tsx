import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { experimentLineageQueryOptions } from '../../../api/queries/research-objects';
import { SectionCard } from '../../../ui/components/card';
import { DataState } from '../../../ui/components/data-state';
import { CrateDownloadButton } from './crate-download-button';
import {
  CodeStep,
  DataStep,
  IdeaStep,
  JudgementStep,
  ResultStep,
  RunsStep,
  WorkflowStep,
  type StepProps,
} from './lineage-steps';

// Where an experiment's results came from, as the chain its RO-Crate describes (docs/product.md,
// "Research objects out"): idea → reviews and matches (with the literature they read) → workflow
// → datasets → code → runs → result. One column on a phone, a numbered grid on wider screens.

const STEPS: Array<{ title: string; Step: ComponentType<StepProps> }> = [
  { title: 'Idea', Step: IdeaStep },
  { title: 'Reviews and matches', Step: JudgementStep },
  { title: 'Workflow', Step: WorkflowStep },
  { title: 'Datasets', Step: DataStep },
  { title: 'Code', Step: CodeStep },
  { title: 'Runs', Step: RunsStep },
  { title: 'Result', Step: ResultStep },
];

interface Named {
  id: string;
  name: string;
  primaryMetric: { name: string } | null;
}

export function ExperimentLineage({ experiment }: { experiment: Named }) {
  const query = useQuery(experimentLineageQueryOptions(experiment.id, experiment.primaryMetric?.name ?? null));
  return (
    <SectionCard title="Lineage" actions={<CrateDownloadButton experiment={experiment} />}>
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading lineage"
        error={query.error}
        onRetry={() => query.refetch()}
      >
        {query.data && (
          <ol aria-label={`Lineage of ${experiment.name}`} className="grid gap-3 text-sm sm:grid-cols-2 xl:grid-cols-4">
            {STEPS.map(({ title, Step }, i) => (
              <li key={title} className="flex min-w-0 flex-col gap-2 rounded-ui border border-border p-3">
                <h3 className="flex items-center gap-2 font-medium">
                  <span
                    aria-hidden="true"
                    className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-surface-muted text-xs"
                  >
                    {i + 1}
                  </span>
                  {title}
                </h3>
                <Step lineage={query.data} />
              </li>
            ))}
          </ol>
        )}
      </DataState>
    </SectionCard>
  );
}
