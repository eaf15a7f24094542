import { useId, useRef } from 'react';
import { cx } from '../../ui/components/cx';
import { Icon } from '../../ui/components/icon';
import { UploadRow } from './upload-row';
import { UPLOAD_ACCEPT, type useUploads } from './use-uploads';

interface UploadPanelProps {
  uploads: ReturnType<typeof useUploads>;
  /** A file is being dragged over the page: the zone shows where it will land. */
  dragging: boolean;
}

/**
 * The upload zone: a labelled file input, hidden but focusable (the label is its visible button),
 * a dashed box that files can be dropped on, and one row per upload.
 */
export function UploadPanel({ uploads, dragging }: UploadPanelProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <section aria-labelledby={`${inputId}-heading`} className="flex flex-col gap-3">
      <h2 id={`${inputId}-heading`} className="sr-only">
        Upload datasets
      </h2>
      <div
        className={cx(
          'flex flex-col items-center gap-3 rounded-ui border-2 border-dashed px-4 py-6 text-center transition-colors',
          dragging ? 'border-accent bg-accent-soft' : 'border-border bg-surface',
        )}
      >
        <Icon name="database" size={28} className="text-accent-text" />
        <p className="text-sm text-fg-muted">
          {dragging ? 'Drop the files to upload them.' : 'Drag CSV, TSV, JSON lines or Parquet files here, or'}
        </p>
        <input
          ref={input}
          id={inputId}
          type="file"
          multiple
          accept={UPLOAD_ACCEPT}
          className="peer sr-only"
          onChange={(event) => {
            if (event.target.files) uploads.start(Array.from(event.target.files));
            // Choosing the same file again must start another upload.
            event.target.value = '';
          }}
        />
        <label
          htmlFor={inputId}
          className={cx(
            'inline-flex h-10 cursor-pointer items-center gap-2 rounded-ui bg-accent px-4 text-sm font-medium text-accent-fg hover:bg-accent-hover',
            'peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-[color:var(--focus)]',
          )}
        >
          <Icon name="plus" size={16} />
          Upload dataset
        </label>
        <p className="text-xs text-fg-muted">Each file is profiled after it arrives: its columns, types and values.</p>
      </div>
      {uploads.uploads.length > 0 && (
        <ul aria-label="Uploads" className="flex flex-col gap-2">
          {uploads.uploads.map((upload) => (
            <UploadRow
              key={upload.key}
              upload={upload}
              onCancel={() => uploads.cancel(upload.key)}
              onDismiss={() => uploads.dismiss(upload.key)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
