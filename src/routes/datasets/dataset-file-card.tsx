import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { downloadDatasetFile, useDeleteDataset, type Dataset } from '../../api/queries/datasets';
import { formatBytes } from '../../domain/bytes';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { saveBlob } from '../../ui/download-file';

type DatasetFile = NonNullable<Dataset['file']>;

/** The file's url is /v1/files/{fileId}. */
const fileIdOf = (file: DatasetFile) => file.url.split('/').filter(Boolean).pop() ?? '';

/** An upload's file: name, size and checksum, to download or to delete with its dataset. */
export function DatasetFileCard({ dataset, file }: { dataset: Dataset; file: DatasetFile }) {
  const { remove, confirming, setConfirming, downloading, download, confirmDelete } = useFileActions(dataset, file);
  return (
    <SectionCard title="File">
      <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
        <dt className="font-medium text-fg-muted">File name</dt>
        <dd className="min-w-0 break-all">{file.name}</dd>
        <dt className="font-medium text-fg-muted">Size</dt>
        <dd>{formatBytes(file.bytes)}</dd>
        <dt className="font-medium text-fg-muted">SHA-256</dt>
        <dd>
          <code title={file.sha256} className="text-xs">
            {file.sha256.slice(0, 12)}…
          </code>
        </dd>
      </dl>
      <div className="mt-4 flex flex-wrap gap-2">
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Download ${file.name}`}
          loading={downloading}
          onClick={() => void download()}
        >
          Download
        </Button>
        <Button size="sm" variant="danger" icon="trash" onClick={() => setConfirming(true)}>
          Delete dataset
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        title={`Delete ${dataset.name}?`}
        message="The file, its profile and every attachment to an idea are deleted. This cannot be undone."
        confirmLabel="Delete dataset"
        busy={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

/** Downloading the file with the app's auth, and deleting the dataset (then back to the list). */
function useFileActions(dataset: Dataset, file: DatasetFile) {
  const toast = useToast();
  const navigate = useNavigate();
  const remove = useDeleteDataset();
  const [confirming, setConfirming] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const download = async () => {
    setDownloading(true);
    try {
      saveBlob(await downloadDatasetFile(fileIdOf(file)), file.name);
    } catch (err) {
      toast.error('The file could not be downloaded', getErrorMessage(err));
    } finally {
      setDownloading(false);
    }
  };
  const confirmDelete = () =>
    remove.mutate(dataset.id, {
      onSuccess: () => {
        toast.success('Dataset deleted', `${dataset.name} and its file are gone.`);
        navigate('/datasets');
      },
      onError: (err) => {
        setConfirming(false);
        toast.error('The dataset could not be deleted', getErrorMessage(err));
      },
    });
  return { remove, confirming, setConfirming, downloading, download, confirmDelete };
}
