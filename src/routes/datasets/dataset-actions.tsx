import { useState } from 'react';
import type { Dataset } from '../../api/queries/datasets';
import { Button } from '../../ui/components/button';
import { AttachToIdeaDialog } from './attach-to-idea-dialog';
import { DatasetEditDialog } from './dataset-edit-dialog';

/** What the caller can do with a dataset: attach it to an idea; describe it when it is their upload. */
export function DatasetActions({ dataset }: { dataset: Dataset }) {
  const [open, setOpen] = useState<'edit' | 'attach' | null>(null);
  const close = () => setOpen(null);
  return (
    <div className="flex flex-wrap gap-2">
      {dataset.kind === 'upload' && (
        <Button size="sm" variant="secondary" icon="pencil" onClick={() => setOpen('edit')}>
          Edit details
        </Button>
      )}
      <Button size="sm" variant="secondary" onClick={() => setOpen('attach')}>
        Attach to an idea
      </Button>
      {dataset.kind === 'upload' && <DatasetEditDialog dataset={dataset} open={open === 'edit'} onClose={close} />}
      <AttachToIdeaDialog dataset={dataset} open={open === 'attach'} onClose={close} />
    </div>
  );
}
