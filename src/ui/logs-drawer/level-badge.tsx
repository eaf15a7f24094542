import { cx } from '../components/cx';

const TONES: Record<string, string> = {
  debug: 'bg-surface-muted text-fg-muted',
  info: 'bg-accent-soft text-accent-text',
  // No warning token in the theme yet; amber with its own dark pair, both above 4.5:1.
  warning: 'bg-amber-100 text-amber-900 dark:bg-amber-400/15 dark:text-amber-300',
  error: 'bg-danger-soft text-danger-text',
};

/** The level as a word in a tinted pill: the colour helps, the word carries the meaning. */
export function LevelBadge({ level }: { level: string }) {
  return (
    <span
      className={cx('inline-flex rounded-full px-2 py-0.5 text-xs font-medium capitalize', TONES[level] ?? TONES.debug)}
    >
      {level}
    </span>
  );
}
