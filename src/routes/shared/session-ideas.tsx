import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { sessionIdeasQueryOptions } from '../../api/queries/ideas';
import type { Idea } from '../../api/types';
import {
  applyIdeaFilters,
  DEFAULT_IDEA_FILTERS,
  ideaRankIntervals,
  ideaRanks,
  type IdeaFilters,
} from '../../domain/idea-filters';
import type { RankInterval } from '../../domain/rank-interval';
import { readIdeaFilters, writeIdeaFilters } from '../../domain/idea-filters-url';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { EngineLabel } from '../shared/engine-label';
import { IdeaExportButtons } from './idea-export-buttons';
import { IdeaFilterChips } from './idea-filter-chips';
import { IdeaFiltersPanel } from './idea-filters-panel';
import { IdeaBulkActions } from './idea-bulk-actions';
import { IdeaCompareDialog } from './idea-compare-dialog';
import { IdeaList } from './idea-list';
import type { IdeaListSort } from './idea-list-header';
import { useIdeaSelection } from './use-idea-selection';

const NO_IDEAS: Idea[] = [];

interface SessionIdeasProps {
  sessionId: string;
  workspaceId: string;
  /** Names the exports and the table: usually the session or its goal. */
  title: string;
  /** Said when the session has no ideas yet. */
  emptyDescription?: ReactNode;
  /** Off where the page already labels the session's engine right above. */
  showEngine?: boolean;
}

type Engine = NonNullable<Idea['engine']>;

/**
 * The list's filters, kept in the page's URL so Back and a shared link restore them. Typing edits
 * local state at once; the URL follows (replaced, so Back leaves the page rather than the letter).
 */
function useIdeaFiltersInUrl() {
  const [params, setParams] = useSearchParams();
  const [filters, setFilters] = useState<IdeaFilters>(() => readIdeaFilters(params));
  useEffect(() => {
    setParams(
      (current) => {
        const next = writeIdeaFilters(current, filters);
        return next.toString() === current.toString() ? current : next;
      },
      { replace: true },
    );
  }, [filters, setParams]);
  return [filters, setFilters] as const;
}

/** A session's ideas: filters, a virtualised list and exports of what the filters keep. */
export function SessionIdeas({
  sessionId,
  workspaceId,
  title,
  emptyDescription,
  showEngine = true,
}: SessionIdeasProps) {
  const query = useQuery(sessionIdeasQueryOptions(sessionId));
  const [filters, setFilters] = useIdeaFiltersInUrl();
  // Typing stays responsive: the list catches up with the filters a moment later.
  const applied = useDeferredValue(filters);
  const ideas = query.data ?? NO_IDEAS;
  const ranks = useMemo(() => ideaRanks(ideas), [ideas]);
  const places = useMemo(() => ideaRankIntervals(ideas), [ideas]);
  const titles = useMemo(() => new Map(ideas.map((idea) => [idea.id, idea.title])), [ideas]);
  const shown = useMemo(() => applyIdeaFilters(ideas, applied), [ideas, applied]);
  const change = (patch: Partial<IdeaFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading ideas"
      error={query.error}
      onRetry={() => query.refetch()}
      isEmpty={ideas.length === 0}
      empty={
        <EmptyState
          icon="lightbulb"
          title="No ideas yet"
          description={emptyDescription ?? 'This session has not produced any ideas yet.'}
        />
      }
    >
      <div className="flex min-w-0 flex-col gap-3">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-3">
            <p role="status" className="text-sm text-fg-muted">
              Showing {shown.length} of {ideas.length} ideas
            </p>
            {showEngine && <EngineLabels ideas={ideas} />}
          </div>
          <IdeaExportButtons ideas={shown} ranks={ranks} title={title} />
        </div>
        <IdeaFilterChips filters={filters} onChange={change} onClear={() => setFilters(DEFAULT_IDEA_FILTERS)} />
        <IdeaFiltersPanel filters={filters} onChange={change} />
        <SelectableIdeas
          shown={shown}
          ranks={ranks}
          places={places}
          workspaceId={workspaceId}
          onClearFilters={() => setFilters(DEFAULT_IDEA_FILTERS)}
          titles={titles}
          sort={{
            by: filters.sortBy,
            order: filters.sortOrder,
            onSort: (sortBy, sortOrder) => change({ sortBy, sortOrder }),
          }}
        />
      </div>
    </DataState>
  );
}

/** Wherever the offline engine's output shows, it says so (docs/product.md, "Engine label"). */
function EngineLabels({ ideas }: { ideas: readonly Idea[] }) {
  const engines = useMemo(
    () => [...new Set(ideas.map((idea) => idea.engine).filter((e): e is Engine => !!e))],
    [ideas],
  );
  return engines.map((engine) => <EngineLabel key={engine} engine={engine} />);
}

function NoMatches({ onClear }: { onClear: () => void }) {
  return (
    <EmptyState
      title="No ideas match these filters"
      action={
        <Button variant="secondary" onClick={onClear}>
          Clear all filters
        </Button>
      }
    />
  );
}

interface SelectableIdeasProps {
  shown: readonly Idea[];
  ranks: ReadonlyMap<string, number>;
  places: ReadonlyMap<string, RankInterval>;
  workspaceId: string;
  onClearFilters: () => void;
  sort: IdeaListSort;
  /** Every idea's title by id, so the compare view can name parents the filters hide. */
  titles: ReadonlyMap<string, string>;
}

/** The filtered list, its ticks and the actions on what is ticked. */
function SelectableIdeas({ shown, ranks, places, workspaceId, onClearFilters, sort, titles }: SelectableIdeasProps) {
  const selection = useIdeaSelection(shown);
  const [converting, setConverting] = useState<ReadonlySet<string>>(new Set());
  const [comparing, setComparing] = useState(false);
  if (shown.length === 0) return <NoMatches onClear={onClearFilters} />;
  return (
    <>
      {/* Outside the table, so the Rank column keeps its own name. */}
      <label className="flex w-fit items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={selection.allShown}
          onChange={selection.toggleAll}
        />
        Select all shown ideas
      </label>
      <IdeaBulkActions
        selection={selection}
        workspaceId={workspaceId}
        onConverting={setConverting}
        onCompare={() => setComparing(true)}
      />
      <IdeaCompareDialog
        open={comparing}
        ideas={selection.chosen}
        ranks={ranks}
        titles={titles}
        onClose={() => setComparing(false)}
      />
      <IdeaList
        ideas={shown}
        ranks={ranks}
        places={places}
        hrefFor={(idea) => `/workspaces/${workspaceId}/ideas/${idea.id}`}
        selection={selection}
        converting={converting}
        sort={sort}
      />
    </>
  );
}
