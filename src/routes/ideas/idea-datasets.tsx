import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { ideaDatasetsQueryOptions, useDetachIdeaDataset, type AttachedDataset } from '../../api/queries/idea-datasets';
import type { Idea } from '../../api/types';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { useToast } from '../../ui/toast/toast-provider';
import { DatasetAccessBadge } from '../shared/dataset-access-badge';
import { RelevanceBar } from '../shared/dataset-suggestion-item';
import { SuggestDatasetsButton } from '../shared/suggest-datasets-button';
import { refusedProps, RoleNote, useRoleGate, type RoleGate } from '../shared/role-gate';
import { AttachDatasetButton } from './attach-dataset-dialog';

/** The datasets attached to this idea, detaching them, and attaching more: any of yours, or from suggestions. */
export function IdeaDatasets({ idea }: { idea: Idea }) {
  const query = useQuery(ideaDatasetsQueryOptions(idea.id));
  // Attaching and detaching are edits (attachIdeaDataset, detachIdeaDataset); suggesting only reads.
  const gate = useRoleGate('edit');
  return (
    <SectionCard
      title="Datasets"
      actions={
        <div className="flex flex-wrap gap-2">
          <AttachDatasetButton idea={idea} gate={gate} />
          <SuggestDatasetsButton ideas={[idea]} />
        </div>
      }
    >
      <p className="mb-3 text-sm text-fg-muted">Attached datasets are used when this idea is converted.</p>
      <RoleNote gate={gate} className="mb-3 max-w-none" />
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading attached datasets"
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.length === 0}
        empty={<p className="text-sm text-fg-muted">No datasets attached yet.</p>}
      >
        <ul aria-label="Attached datasets" className="flex flex-col gap-2">
          {query.data?.map((attached) => (
            <AttachedRow key={attached.dataset.id} attached={attached} gate={gate} />
          ))}
        </ul>
      </DataState>
    </SectionCard>
  );
}

function AttachedRow({ attached, gate }: { attached: AttachedDataset; gate: RoleGate }) {
  const toast = useToast();
  const detach = useDetachIdeaDataset();
  const { dataset } = attached;
  return (
    <li className="flex flex-col gap-1.5 rounded-ui border border-border p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="flex min-w-0 flex-wrap items-center gap-2">
          <Link to={`/datasets/${dataset.id}`} className="font-medium break-words text-accent-text hover:underline">
            {dataset.name}
          </Link>
          <DatasetAccessBadge access={dataset.access} />
        </div>
        <Button
          size="sm"
          variant="ghost"
          loading={detach.isPending}
          aria-label={`Detach ${dataset.name}`}
          onClick={() =>
            detach.mutate(
              { ideaId: attached.ideaId, datasetId: dataset.id },
              { onError: (err) => toast.error('The dataset could not be detached', getErrorMessage(err)) },
            )
          }
          {...refusedProps(gate)}
        >
          Detach
        </Button>
      </div>
      {attached.relevanceScore !== null && <RelevanceBar score={attached.relevanceScore} />}
      {attached.reason && <p className="text-sm">{attached.reason}</p>}
    </li>
  );
}
