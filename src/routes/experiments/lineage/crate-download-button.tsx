import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { downloadRoCrate, roCrateFileName } from '../../../api/queries/research-objects';
import { Button } from '../../../ui/components/button';
import { saveBlob } from '../../../ui/download-file';
import { useToast } from '../../../ui/toast/toast-provider';

// "Download as RO-Crate": the experiment with everything its lineage names, as one zip
// (docs/product.md, "Research objects out"). A refusal (too large) is shown in the server's words.

export function CrateDownloadButton({ experiment }: { experiment: { id: string; name: string } }) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      saveBlob(await downloadRoCrate(experiment.id), roCrateFileName(experiment.name, experiment.id));
    } catch (err) {
      toast.error('The RO-Crate could not be downloaded', getErrorMessage(err));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button size="sm" variant="secondary" loading={busy} onClick={() => void download()}>
      Download as RO-Crate
    </Button>
  );
}
