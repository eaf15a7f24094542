import { Link } from 'react-router-dom';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { ProgressBar } from '../../ui/components/progress-bar';
import type { Upload } from './use-uploads';

/** One upload: its progress and Cancel while it runs, then a link to its dataset or why it failed. */
export function UploadRow({
  upload,
  onCancel,
  onDismiss,
}: {
  upload: Upload;
  onCancel: () => void;
  onDismiss: () => void;
}) {
  const percent = Math.round(upload.percent);
  return (
    <li className="flex flex-col gap-2 rounded-ui border border-border bg-surface p-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="min-w-0 font-medium break-all">{upload.name}</span>
        {upload.state === 'uploading' ? (
          <Button size="sm" variant="secondary" aria-label={`Cancel upload of ${upload.name}`} onClick={onCancel}>
            Cancel
          </Button>
        ) : (
          <Button size="sm" variant="ghost" aria-label={`Dismiss ${upload.name}`} onClick={onDismiss}>
            Dismiss
          </Button>
        )}
      </div>
      {upload.state === 'uploading' && (
        <div className="flex items-center gap-3">
          <ProgressBar value={upload.percent} label={`Uploading ${upload.name}`} />
          <span className="w-12 shrink-0 text-right text-sm text-fg-muted tabular-nums">{percent}%</span>
        </div>
      )}
      {upload.state === 'done' && (
        <p className="text-sm text-success">
          Uploaded.{' '}
          {upload.datasetId && (
            <Link to={`/datasets/${upload.datasetId}`} className="font-medium text-accent-text hover:underline">
              Open the dataset {upload.name}
            </Link>
          )}
        </p>
      )}
      {upload.state === 'cancelled' && <p className="text-sm text-fg-muted">Upload cancelled.</p>}
      {upload.state === 'failed' && <Alert title={`${upload.name} was not uploaded`}>{upload.error}</Alert>}
    </li>
  );
}
