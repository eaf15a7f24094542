import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import {
  downloadVibeRepository,
  vibeDownloadFileName,
  type VibeDownloadFormat,
  type VibeSession,
} from '../../../api/queries/vibe';
import { Button } from '../../../ui/components/button';
import { saveBlob } from '../../../ui/download-file';
import { useToast } from '../../../ui/toast/toast-provider';

const FORMATS: Array<[VibeDownloadFormat, string]> = [
  ['bundle', 'Download git bundle'],
  ['tar.gz', 'Download .tar.gz'],
];

/** The repository with the app's auth: every branch as a git bundle, or the feature branch's files. */
export function VibeDownloads({ session }: { session: VibeSession }) {
  const toast = useToast();
  const [busy, setBusy] = useState<VibeDownloadFormat | null>(null);
  const download = async (format: VibeDownloadFormat) => {
    setBusy(format);
    try {
      saveBlob(await downloadVibeRepository(session.id, format), vibeDownloadFileName(session.sessionName, format));
    } catch (err) {
      toast.error('The repository could not be downloaded', getErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      {FORMATS.map(([format, label]) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
