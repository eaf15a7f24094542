import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { datasetQueryOptions } from '../../api/queries/datasets';
import { DataState } from '../../ui/components/data-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { DatasetFileCard } from './dataset-file-card';
import { DatasetOverview } from './dataset-overview';
import { DatasetProfileSection } from './dataset-profile';

/** /datasets/{datasetId}: one dataset; an upload adds its file and its profile. */
export function DatasetPage() {
  const { datasetId = '' } = useParams();
  const query = useQuery(datasetQueryOptions(datasetId));
  const dataset = query.data;
  const missing = isMissingObjectError(query.error);
  usePageTitle(dataset?.name ?? (missing ? entityNotFoundTitle('dataset') : 'Dataset'));
  if (missing) return <EntityNotFound kind="dataset" />;
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading dataset"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {dataset && (
        <div className="flex min-w-0 flex-col gap-6">
          <DatasetOverview dataset={dataset} />
          {dataset.file && <DatasetFileCard dataset={dataset} file={dataset.file} />}
          {dataset.kind === 'upload' && <DatasetProfileSection dataset={dataset} />}
        </div>
      )}
    </DataState>
  );
}
