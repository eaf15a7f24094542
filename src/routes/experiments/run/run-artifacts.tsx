import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { downloadRunArtifact, type Run, type RunArtifact } from '../../../api/queries/runs';
import { formatBytes } from '../../../domain/bytes';
import { Button } from '../../../ui/components/button';
import { SectionCard } from '../../../ui/components/card';
import { formatDate } from '../../../ui/format/format-date';
import { saveBlob } from '../../../ui/download-file';
import { useToast } from '../../../ui/toast/toast-provider';
import { ScrollRegion } from '../../../ui/components/scroll-region';

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
        <ScrollRegion label="Artifacts table" framed={false}>
          <table className="w-full text-left text-sm">
            <caption className="sr-only">Artifacts</caption>
            <thead className="text-xs text-fg-muted">
              <tr>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Path
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Size
                </th>
                <th scope="col" className="py-1 pr-4 font-medium">
                  Logged
                </th>
                <th scope="col" className="py-1 font-medium">
                  <span className="sr-only">Download</span>
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-border">
              {run.artifacts.map((artifact) => (
                <ArtifactRow key={artifact.name} artifact={artifact} />
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </SectionCard>
  );
}

function ArtifactRow({ artifact }: { artifact: RunArtifact }) {
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
    <tr>
      <th scope="row" className="py-1 pr-4 font-normal break-all">
        {artifact.name}
      </th>
      <td className="py-1 pr-4 whitespace-nowrap">{formatBytes(artifact.size)}</td>
      <td className="py-1 pr-4 whitespace-nowrap">
        <time dateTime={artifact.createdAt}>{formatDate(artifact.createdAt, true)}</time>
      </td>
      <td className="py-1 text-right">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Download ${artifact.name}`}
          loading={downloading}
          onClick={() => void download()}
        >
          Download
        </Button>
      </td>
    </tr>
  );
}
