import { truncateWords } from '../format/truncate-words';

/**
 * Text cut at a word boundary to `maxChars` with an ellipsis; when cut, assistive technology still
 * reads it whole (the element around it should carry it whole in its `title` too, for a pointer).
 */
export function ShortenedText({ text, maxChars }: { text: string; maxChars: number }) {
  const shown = truncateWords(text, maxChars);
  if (shown === text) return text;
  return (
    <>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </>
  );
}
