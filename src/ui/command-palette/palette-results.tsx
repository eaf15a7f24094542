import { useId } from 'react';
import type { SearchKind, SearchResult } from '../../api/queries/search';
import { cx } from '../components/cx';
import { Icon, type IconName } from '../components/icon';
import type { PaletteCommand, PaletteTarget } from './palette-commands';

// The palette's listbox: commands first, then one group per kind of entity, in a fixed order.
// The input keeps focus and points at the active option (aria-activedescendant), so the options
// themselves are never focused.

/** One row: a command or an entity the server found, and what picking it does. */
export interface PaletteItem {
  key: string;
  group: string;
  icon: IconName;
  title: string;
  subtitle?: string;
  target: PaletteTarget;
}

const KINDS: { kind: SearchKind; label: string; icon: IconName }[] = [
  { kind: 'workspace', label: 'Workspaces', icon: 'folder' },
  { kind: 'goal', label: 'Goals', icon: 'target' },
  { kind: 'session', label: 'Sessions', icon: 'activity' },
  { kind: 'idea', label: 'Ideas', icon: 'lightbulb' },
];
const COMMANDS = 'Commands';
const GROUPS = [COMMANDS, ...KINDS.map((k) => k.label)];

const fromCommand = (command: PaletteCommand): PaletteItem => ({
  key: `command:${command.id}`,
  group: COMMANDS,
  icon: command.icon,
  title: command.title,
  target: command.target,
});

function fromResult(result: SearchResult): PaletteItem {
  const kind = KINDS.find((k) => k.kind === result.kind)!;
  return {
    key: `${result.kind}:${result.id}`,
    group: kind.label,
    icon: kind.icon,
    title: result.title,
    subtitle: result.subtitle ?? undefined,
    target: { href: result.href },
  };
}

/** The rows in the order they are shown, so an index into them is a row on screen. */
export function inDisplayOrder(commands: PaletteCommand[], results: SearchResult[]): PaletteItem[] {
  const items = [...commands.map(fromCommand), ...results.map(fromResult)];
  return GROUPS.flatMap((group) => items.filter((item) => item.group === group));
}

export interface PaletteResultsProps {
  listId: string;
  /** Already in display order (inDisplayOrder). */
  items: PaletteItem[];
  activeIndex: number;
  optionId: (item: PaletteItem) => string;
  onActivate: (index: number) => void;
  onPick: (item: PaletteItem) => void;
}

export function PaletteResults({ listId, items, activeIndex, optionId, onActivate, onPick }: PaletteResultsProps) {
  const groupId = useId();
  const indexed = items.map((item, index) => ({ item, index }));
  return (
    <div id={listId} role="listbox" aria-label="Results" className="max-h-[60vh] overflow-y-auto">
      {GROUPS.map((group, g) => {
        const rows = indexed.filter(({ item }) => item.group === group);
        if (!rows.length) return null;
        const headingId = `${groupId}-${g}`;
        return (
          <div key={group} role="group" aria-labelledby={headingId} className="py-1">
            <div
              id={headingId}
              role="presentation"
              className="px-2 pt-2 pb-1 text-xs font-semibold tracking-wide text-fg-muted uppercase"
            >
              {group}
            </div>
            {rows.map(({ item, index }) => (
              <ResultOption
                key={item.key}
                id={optionId(item)}
                item={item}
                active={index === activeIndex}
                onActivate={() => onActivate(index)}
                onPick={() => onPick(item)}
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
  item: PaletteItem;
  active: boolean;
  onActivate: () => void;
  onPick: () => void;
}

function ResultOption({ id, item, active, onActivate, onPick }: ResultOptionProps) {
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
      <Icon name={item.icon} size={16} className="mt-0.5" />
      <span className="min-w-0">
        <span className="block truncate font-medium">{item.title}</span>
        {item.subtitle && <span className="block truncate text-xs text-fg-muted">{item.subtitle}</span>}
      </span>
    </div>
  );
}
