import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { getErrorStatus } from '../../api/errors';
import { datasetQueryOptions } from '../../api/queries/datasets';
import { buttonClasses } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { usePageTitle } from '../../ui/layout/page-title';
import { DatasetFileCard } from './dataset-file-card';
import { DatasetOverview } from './dataset-overview';
import { DatasetProfileSection } from './dataset-profile';

/** /datasets/{datasetId}: one dataset; an upload adds its file and its profile. */
export function DatasetPage() {
  const { datasetId = '' } = useParams();
  const query = useQuery(datasetQueryOptions(datasetId));
  const dataset = query.data;
  // A malformed id is a 400 before any lookup: to the reader it is just as missing.
  const missing = [400, 404].includes(getErrorStatus(query.error) ?? 0);
  usePageTitle(dataset?.name ?? (missing ? 'Dataset not found' : 'Dataset'));
  if (missing) {
    return (
      <EmptyState
        icon="database"
        title="Dataset not found"
        description="It may have been deleted, it may be another account's upload, or the link may be wrong."
        action={
          <Link to="/datasets" className={buttonClasses('secondary')}>
            Back to datasets
          </Link>
        }
      />
    );
  }
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
