import { useId } from 'react';
import type { SearchKind, SearchResult } from '../../api/queries/search';
import { cx } from '../components/cx';
import { Icon, type IconName } from '../components/icon';

// The palette's listbox: one group per kind, in a fixed order. The input keeps focus and points
// at the active option (aria-activedescendant), so the options themselves are never focused.

const KINDS: { kind: SearchKind; label: string; icon: IconName }[] = [
  { kind: 'workspace', label: 'Workspaces', icon: 'folder' },
  { kind: 'goal', label: 'Goals', icon: 'target' },
  { kind: 'session', label: 'Sessions', icon: 'activity' },
  { kind: 'idea', label: 'Ideas', icon: 'lightbulb' },
];

/** The results in the order they are shown, so an index into them is a row on screen. */
export function inDisplayOrder(results: SearchResult[]): SearchResult[] {
  return KINDS.flatMap(({ kind }) => results.filter((r) => r.kind === kind));
}

export const resultKey = (result: SearchResult) => `${result.kind}:${result.id}`;

export interface PaletteResultsProps {
  listId: string;
  /** Already in display order (inDisplayOrder). */
  results: SearchResult[];
  activeIndex: number;
  optionId: (result: SearchResult) => string;
  onActivate: (index: number) => void;
  onPick: (result: SearchResult) => void;
}

export function PaletteResults({ listId, results, activeIndex, optionId, onActivate, onPick }: PaletteResultsProps) {
  const groupId = useId();
  const indexed = results.map((result, index) => ({ result, index }));
  return (
    <div id={listId} role="listbox" aria-label="Results" className="max-h-[60vh] overflow-y-auto">
      {KINDS.map(({ kind, label, icon }) => {
        const items = indexed.filter(({ result }) => result.kind === kind);
        if (!items.length) return null;
        const headingId = `${groupId}-${kind}`;
        return (
          <div key={kind} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              role="presentation"
              className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {label}
            </div>
            {items.map(({ result, index }) => (
              <ResultOption
                key={resultKey(result)}
                id={optionId(result)}
                result={result}
                icon={icon}
                active={index === activeIndex}
                onActivate={() => onActivate(index)}
                onPick={() => onPick(result)}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}

interface ResultOptionProps {
  id: string;
  result: SearchResult;
  icon: IconName;
  active: boolean;
  onActivate: () => void;
  onPick: () => void;
}

function ResultOption({ id, result, icon, active, onActivate, onPick }: ResultOptionProps) {
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      // The pointer moving, not the list scrolling under a still pointer, makes an option active.
      onPointerMove={() => !active && onActivate()}
      onClick={onPick}
      className={cx(
        'flex cursor-pointer items-start gap-2 rounded-ui px-2 py-1.5 text-sm text-fg',
        active && 'bg-accent-soft',
      )}
    >
      <Icon name={icon} size={16} className="mt-0.5" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{result.title}</span>
        {result.subtitle && <span className="block truncate text-xs text-fg-muted">{result.subtitle}</span>}
      </span>
    </div>
  );
}
