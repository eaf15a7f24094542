import { useQuery } from '@tanstack/react-query';
import {
  fetchWholeIdeaLeaderboard,
  ideaLeaderboardQueryOptions,
  type IdeaBoardFilters,
} from '../../api/queries/leaderboards';
import type { Workspace } from '../../api/types';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { Pagination } from '../../ui/components/pagination';
import { SelectField } from '../../ui/components/select-field';
import { ideaFilters, type BoardParams } from './board-params';
import { BoardSection } from './board-section';
import { ExportCsvButton } from './export-csv-button';
import { IdeaBoardTable } from './idea-board-table';

interface IdeaBoardProps {
  params: BoardParams;
  onChange: (patch: Partial<BoardParams>) => void;
  workspaces: Workspace[];
}

const exportBoard = (filters: IdeaBoardFilters) => async () => {
  const [rows, { ideaBoardExport }] = await Promise.all([
    fetchWholeIdeaLeaderboard(filters),
    import('./leaderboard-export'),
  ]);
  return ideaBoardExport(rows);
};

/** "Best ideas": every session's ideas ranked together by Elo, beside the best results. */
export function IdeaBoard({ params, onChange, workspaces }: IdeaBoardProps) {
  const filters = ideaFilters(params);
  const board = useQuery(ideaLeaderboardQueryOptions(filters, params.ideasPage));
  const exportButton = (
    <ExportCsvButton label="Export ideas (CSV)" build={board.data?.items.length ? exportBoard(filters) : undefined} />
  );
  return (
    <BoardSection title="Best ideas" actions={exportButton}>
      <div role="search" aria-label="Filter best ideas" className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <SelectField
          label="Workspace"
          value={params.ideasWorkspace ?? ''}
          onChange={(e) => onChange({ ideasWorkspace: e.target.value || undefined })}
          options={[{ value: '', label: 'All workspaces' }, ...workspaces.map((w) => ({ value: w.id, label: w.name }))]}
        />
      </div>
      <DataState
        isLoading={board.isPending}
        loadingLabel="Loading ideas"
        error={board.error}
        onRetry={() => board.refetch()}
        isEmpty={board.data?.total === 0}
        empty={
          <EmptyState
            icon="lightbulb"
            title={filters.workspaceId ? 'No ideas in this workspace yet' : 'No ideas yet'}
            description="Start a Co-Scientist session from a research goal: its tournament ranks the ideas it generates, and they appear here."
          />
        }
      >
        {board.data && (
          <div className="flex min-w-0 flex-col gap-3">
            <IdeaBoardTable rows={board.data.items} />
            <Pagination
              meta={board.data}
              onPage={(ideasPage) => onChange({ ideasPage })}
              noun={{ one: 'idea', other: 'ideas' }}
              label="Best ideas pages"
            />
          </div>
        )}
      </DataState>
    </BoardSection>
  );
}
