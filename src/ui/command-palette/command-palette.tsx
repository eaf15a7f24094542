import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { searchQueryOptions, searchText } from '../../api/queries/search';
import { Modal } from '../components/dialog';
import { Spinner } from '../components/spinner';
import { runAppCommand } from './app-commands';
import { matchCommands, paletteCommands } from './palette-commands';
import { inDisplayOrder, PaletteResults, type PaletteItem } from './palette-results';
import { useDebouncedValue } from './use-debounced-value';

// The command palette: type part of a page's or a command's name, a workspace's name or a goal's,
// session's or idea's title, move with the arrow keys, Enter to go there or do it. Escape (or a
// click outside) closes it.

export const SEARCH_LABEL = 'Search pages, commands, workspaces, goals, sessions and ideas';
export const SEARCH_DEBOUNCE_MS = 150;

export interface CommandPaletteProps {
  open: boolean;
  onClose: () => void;
}

export function CommandPalette({ open, onClose }: CommandPaletteProps) {
  const navigate = useNavigate();
  const { workspaceId } = useParams();
  const go = ({ target }: PaletteItem) => {
    onClose();
    // Once the dialog has closed and handed focus back: the new page (RouteAnnouncer) or the
    // panel a command opens then takes it.
    setTimeout(() => {
      if ('command' in target) runAppCommand(target.command);
      else void navigate(target.href, { state: target.state });
    }, 0);
  };
  return (
    <Modal open={open} onClose={onClose} title="Go to" className="max-w-xl">
      {/* Mounted while open only: the palette opens empty every time. */}
      {open && <PaletteSearch onPick={go} workspaceId={workspaceId} />}
    </Modal>
  );
}

/** The search text, the commands it fits, the server's answer once typing pauses, and where that stands. */
function usePaletteSearch(workspaceId?: string) {
  const [text, setText] = useState('');
  const wanted = searchText(text);
  const q = useDebouncedValue(wanted, SEARCH_DEBOUNCE_MS);
  const query = useQuery(searchQueryOptions(q));
  const current = wanted.length > 0 && q === wanted && !query.isPlaceholderData;
  const commands = matchCommands(paletteCommands(workspaceId), wanted);
  const results = inDisplayOrder(commands, wanted && query.data ? query.data : []);
  const loading = wanted.length > 0 && (!current || query.isFetching);
  return { text, setText, wanted, results, loading, current, error: query.isError && current ? query.error : null };
}

/** Which row is active, kept by identity so a new answer never points at a different row. */
function useActiveResult(results: PaletteItem[]) {
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const found = results.findIndex((r) => r.key === activeKey);
  const activeIndex = results.length ? Math.max(0, found) : -1;
  const activate = (index: number) => setActiveKey(results[index]?.key ?? null);
  const move = (step: 1 | -1) => {
    if (results.length) activate((activeIndex + step + results.length) % results.length);
  };
  return { activeIndex, activate, move };
}

// By the row's item, not its place: when a new answer reorders the rows, the active option keeps its id.
const optionIdOf = (listId: string, item: PaletteItem) => `${listId}-${item.key.replace(/[^\w-]/g, '-')}`;

function PaletteSearch({ onPick, workspaceId }: { onPick: (item: PaletteItem) => void; workspaceId?: string }) {
  const inputId = useId();
  const listId = useId();
  const optionId = (item: PaletteItem) => optionIdOf(listId, item);
  const search = usePaletteSearch(workspaceId);
  const { activeIndex, activate, move } = useActiveResult(search.results);
  const hasResults = search.results.length > 0;
  const activeId = activeIndex >= 0 ? optionId(search.results[activeIndex]) : undefined;

  useEffect(() => {
    if (!activeId) return;
    // jsdom has no layout, and no scrollIntoView.
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      onPick(search.results[activeIndex]);
    }
  };

  return (
    <div className="flex flex-col gap-3">
      <label htmlFor={inputId} className="sr-only">
        {SEARCH_LABEL}
      </label>
      <input
        id={inputId}
        data-autofocus
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        aria-autocomplete="list"
        aria-expanded={hasResults}
        aria-controls={listId}
        aria-activedescendant={activeId}
        placeholder={`${SEARCH_LABEL}…`}
        value={search.text}
        onChange={(event) => search.setText(event.target.value)}
        onKeyDown={onKeyDown}
        className="h-10 w-full rounded-ui border border-border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted/70"
      />
      <PaletteStatus {...search} />
      <PaletteResults
        listId={listId}
        items={search.results}
        activeIndex={activeIndex}
        optionId={optionId}
        onActivate={activate}
        onPick={onPick}
      />
    </div>
  );
}

type SearchState = ReturnType<typeof usePaletteSearch>;

/** One line under the input: a hint, the search under way, nothing found, or what went wrong. */
function PaletteStatus({ wanted, results, loading, current, error }: SearchState) {
  let line = null;
  if (!wanted)
    line = <p className="text-fg-muted">Type part of a page, command, name or title; ↑ ↓ to move, Enter to go.</p>;
  else if (error) line = <p className="text-danger-text">Failed to search: {getErrorMessage(error)}</p>;
  else if (loading)
    line = (
      <span className="inline-flex items-center gap-2 text-fg-muted">
        <Spinner size="sm" decorative /> Searching…
      </span>
    );
  else if (current && !results.length)
    line = <p>No results. Try a page (Datasets), a command (New workspace) or part of a title.</p>;
  return (
    <div aria-live="polite" className="min-h-5 text-sm">
      {line}
    </div>
  );
}
