import { cx } from './cx';
import { Spinner } from './spinner';

/** Covers the whole window while the app or a page chunk loads; `contained` fills its parent instead (previews). */
export function FullScreenLoader({ message, contained = false }: { message: string; contained?: boolean }) {
  return (
    <div
      role="status"
      className={cx(
        contained ? 'absolute' : 'fixed z-40',
        'inset-0 flex flex-col items-center justify-center gap-4 bg-bg text-fg-muted',
      )}
    >
      <Spinner size="lg" decorative className="text-accent" />
      <p className="text-sm font-medium">{message}</p>
    </div>
  );
}

export const PAGE_LOADING_MESSAGE = 'Loading page...';
