import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import type { ExportFile } from '../../domain/activity-export';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

interface ExportCsvButtonProps {
  label: string;
  /** Reads every row the board's filters match and builds the file; absent while there is nothing to export. */
  build?: () => Promise<ExportFile>;
}

/** Exports a whole board, not just the page on screen; a failure says why beside the button. */
export function ExportCsvButton({ label, build }: ExportCsvButtonProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const run = () => {
    if (!build) return;
    setBusy(true);
    setFailure(undefined);
    build()
      .then(downloadFile, (err: unknown) => setFailure(getErrorMessage(err)))
      .finally(() => setBusy(false));
  };
  return (
    <div className="flex flex-col items-end gap-2">
      <Button variant="secondary" size="sm" disabled={!build} loading={busy} onClick={run}>
        {label}
      </Button>
      {failure && <Alert title="Could not export">{failure}</Alert>}
    </div>
  );
}
