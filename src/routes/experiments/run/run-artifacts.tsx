import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { downloadRunArtifact, type Run, type RunArtifact } from '../../../api/queries/runs';
import { formatBytes } from '../../../domain/bytes';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { DataTable, type DataColumn } from '../../../ui/components/data-table';
import { formatDate } from '../../../ui/format/format-date';
import { saveBlob } from '../../../ui/download-file';
import { useToast } from '../../../ui/toast/toast-provider';

/** The file name a download is saved under: the last segment of the artifact's path. */
const savedName = (artifact: RunArtifact) => artifact.name.split('/').pop() || artifact.name;

/** Files the run logged (docs/product.md, "Runs and metrics"): path, size, when, and a download. */
export function RunArtifacts({ run }: { run: Run }) {
  return (
    <SectionCard title="Artifacts">
      {run.artifacts.length === 0 ? (
        <div className="flex flex-col gap-1 text-sm text-fg-muted">
          <p>No artifacts yet</p>
          <p>
            A script logs a file of any type to the run in one call: <code>POST /v1/runs/{'{runId}'}/artifacts</code>{' '}
            with a multipart <code>file</code> part.
          </p>
        </div>
      ) : (
        <DataTable
          rows={run.artifacts}
          columns={COLUMNS}
          caption="Artifacts"
          label="Artifacts table"
          density="plain"
          framed={false}
          getRowKey={(artifact) => artifact.name}
        />
      )}
    </SectionCard>
  );
}

const COLUMNS: DataColumn<RunArtifact>[] = [
  { id: 'path', header: 'Path', rowHeader: true, className: 'font-normal break-all', cell: (a) => a.name },
  { id: 'size', header: 'Size', className: 'whitespace-nowrap', cell: (a) => formatBytes(a.size) },
  {
    id: 'logged',
    header: 'Logged',
    className: 'whitespace-nowrap',
    cell: (a) => <time dateTime={a.createdAt}>{formatDate(a.createdAt, true)}</time>,
  },
  {
    id: 'download',
    header: <span className="sr-only">Download</span>,
    label: 'Download',
    card: 'action',
    className: 'text-right',
    cell: (a) => <DownloadButton artifact={a} />,
  },
];

function DownloadButton({ artifact }: { artifact: RunArtifact }) {
  const toast = useToast();
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadRunArtifact(artifact), savedName(artifact));
    } catch (err) {
      toast.error(`${artifact.name} could not be downloaded`, getErrorMessage(err));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <Button
      size="sm"
      variant="secondary"
      aria-label={`Download ${artifact.name}`}
      loading={downloading}
      onClick={() => void download()}
    >
      Download
    </Button>
  );
}
