import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { downloadMatches, type MatchExportFormat, type MatchFilters } from '../../api/queries/matches';
import { Button } from '../../ui/components/button';
import { saveBlob } from '../../ui/download-file';
import { useToast } from '../../ui/toast/toast-provider';

// "Download CSV" and "Download JSON": the session's matches under the filters shown, fetched with
// the app's auth (docs/product.md, "Matches").

const FORMATS: { format: MatchExportFormat; label: string }[] = [
  { format: 'csv', label: 'Download CSV' },
  { format: 'json', label: 'Download JSON' },
];

export function MatchDownloads({ sessionId, filters }: { sessionId: string; filters: MatchFilters }) {
  const toast = useToast();
  const [busy, setBusy] = useState<MatchExportFormat | null>(null);
  const download = async (format: MatchExportFormat) => {
    setBusy(format);
    try {
      const { blob, fileName } = await downloadMatches(sessionId, filters, format);
      saveBlob(blob, fileName);
    } catch (err) {
      toast.error('The matches could not be downloaded', getErrorMessage(err));
    } finally {
      setBusy(null);
    }
  };
  return (
    <div role="group" aria-label="Download matches" className="flex flex-wrap gap-2">
      {FORMATS.map(({ format, label }) => (
        <Button
          key={format}
          size="sm"
          variant="secondary"
          disabled={busy !== null && busy !== format}
          loading={busy === format}
          onClick={() => void download(format)}
        >
          {label}
        </Button>
      ))}
    </div>
  );
}
