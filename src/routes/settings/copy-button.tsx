import { Button } from '../../ui/components/button';
import { useToast } from '../../ui/toast/toast-provider';

/** Puts text on the clipboard and says whether it got there; `what` names it ('token', 'command'). */
export function CopyButton({ text, what }: { text: string; what: string }) {
  const toast = useToast();
  const copy = () =>
    navigator.clipboard
      .writeText(text)
      .then(() => toast.success(`${what.charAt(0).toUpperCase()}${what.slice(1)} copied`))
      .catch(() => toast.error(`The ${what} could not be copied`, 'Select the text and copy it by hand.'));
  return (
    <Button size="sm" variant="secondary" onClick={() => void copy()}>
      Copy {what}
    </Button>
  );
}
