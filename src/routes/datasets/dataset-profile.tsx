import type { Dataset, DatasetProfile } from '../../api/queries/datasets';
import { Alert } from '../../ui/components/alert';
import { SectionCard } from '../../ui/components/card';
import { Spinner } from '../../ui/components/spinner';
import { Histogram } from '../../ui/charts/histogram';
import { ColumnTable } from './column-table';
import { SampleRows } from './sample-rows';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));

/**
 * An upload's profile (docs/product.md, "Datasets"): while it is being made the page reads the
 * dataset every 2 s (datasetQueryOptions); then its shape, its columns and a sample, or why not.
 */
export function DatasetProfileSection({ dataset }: { dataset: Dataset }) {
  return (
    <SectionCard title="Profile">
      {dataset.profileStatus === 'pending' && (
        <p role="status" className="flex items-center gap-2 text-sm text-fg-muted">
          <Spinner size="sm" decorative />
          Profiling the file: reading its columns and values. This page updates by itself.
        </p>
      )}
      {dataset.profileStatus === 'failed' && (
        <Alert title="The file could not be profiled">{dataset.profileError ?? 'No reason was given.'}</Alert>
      )}
      {dataset.profileStatus === 'ready' && dataset.profile && <ReadyProfile profile={dataset.profile} />}
    </SectionCard>
  );
}

function ReadyProfile({ profile }: { profile: DatasetProfile }) {
  const numeric = profile.columns.filter((column) => column.numeric);
  return (
    <div className="flex min-w-0 flex-col gap-6">
      <p className="text-sm font-medium">
        {count().format(profile.rowCount)} rows × {count().format(profile.columns.length)} columns
      </p>
      <ColumnTable columns={profile.columns} />
      {numeric.length > 0 && (
        <section aria-labelledby="histograms-heading" className="flex flex-col gap-3">
          <h3 id="histograms-heading" className="text-base font-semibold">
            Distributions
          </h3>
          <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 xl:grid-cols-3">
            {numeric.map((column, i) => (
              <li key={column.name} className="flex min-w-0 flex-col gap-1">
                <span className="text-sm font-medium break-all">{column.name}</span>
                <Histogram
                  bins={column.numeric?.histogram.bins ?? []}
                  label={`Histogram of ${column.name}`}
                  colorIndex={i}
                />
              </li>
            ))}
          </ul>
        </section>
      )}
      <SampleRows profile={profile} />
    </div>
  );
}
