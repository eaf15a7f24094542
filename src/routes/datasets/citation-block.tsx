import { Button } from '../../ui/components/button';
import { useToast } from '../../ui/toast/toast-provider';

/** How the publisher asks to be cited, and a button that puts it on the clipboard. */
export function CitationBlock({ citation }: { citation: string }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard
      .writeText(citation)
      .then(() => toast.success('Citation copied'))
      .catch(() => toast.error('The citation could not be copied', 'Select the text and copy it by hand.'));
  return (
    <figure className="mt-4 flex flex-col gap-2 rounded-ui border border-border bg-surface-muted p-3">
      <figcaption className="text-sm font-medium">Citation</figcaption>
      <blockquote className="text-sm break-words">{citation}</blockquote>
      <div>
        <Button size="sm" variant="secondary" onClick={() => void copy()}>
          Copy citation
        </Button>
      </div>
    </figure>
  );
}
