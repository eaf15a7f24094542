import { useState } from 'react';
import { MAX_IDEAS_PER_REQUEST } from '../../domain/contract-limits';
import { Button } from '../../ui/components/button';
import { DatasetSuggestionsDialog } from './dataset-suggestions-dialog';

/** "Suggest datasets" for 1 to 5 ideas (docs/product.md, "Datasets"), and the dialog it opens. */
export function SuggestDatasetsButton({ ideas }: { ideas: readonly { id: string; title: string }[] }) {
  const [open, setOpen] = useState(false);
  const allowed = ideas.length >= 1 && ideas.length <= MAX_IDEAS_PER_REQUEST;
  return (
    <>
      <Button
        size="sm"
        variant="secondary"
        disabled={!allowed}
        title={`Datasets are suggested for 1 to ${MAX_IDEAS_PER_REQUEST} ideas at a time`}
        onClick={() => setOpen(true)}
      >
        Suggest datasets
      </Button>
      <DatasetSuggestionsDialog open={open} ideas={ideas} onClose={() => setOpen(false)} />
    </>
  );
}
