import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { MATCH_PAGE_SIZE, matchKeys, sessionMatchesQueryOptions, type MatchFilters } from '../../api/queries/matches';
import type { SessionProgress } from '../../api/types';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { Pagination } from '../../ui/components/pagination';
import { MatchDownloads } from '../shared/match-downloads';
import { MatchTable } from '../shared/match-table';
import { MatchFilterControls } from './match-filters';

// The session's tournament, auditable (docs/product.md, "Matches"): every match, newest first,
// filtered by round, idea, agreement and judge, a page at a time, downloadable as CSV or JSON.

const NOUN = { one: 'match', other: 'matches' };

/** The filters, the page and its query; the list is read again whenever the progress counts a new match. */
function useSessionMatches(sessionId: string, played: number | undefined) {
  const [filters, setFilters] = useState<MatchFilters>({});
  const [page, setPage] = useState(1);
  const query = useQuery(sessionMatchesQueryOptions(sessionId, filters, page));
  const queryClient = useQueryClient();
  useEffect(() => {
    if (played !== undefined) void queryClient.invalidateQueries({ queryKey: matchKeys.session(sessionId) });
  }, [played, queryClient, sessionId]);
  const changeFilters = (next: MatchFilters) => {
    setFilters(next);
    setPage(1);
  };
  return { filters, changeFilters, setPage, query };
}

export function SessionMatches({
  sessionId,
  workspaceId,
  progress,
  ideas = [],
}: {
  sessionId: string;
  workspaceId: string;
  /** The polled progress: its budget's rounds are the round filter's choices. */
  progress: SessionProgress | null;
  ideas?: readonly { id: string; title: string }[];
}) {
  const { filters, changeFilters, setPage, query } = useSessionMatches(sessionId, progress?.counts?.matches);
  const filtered = Object.values(filters).some((value) => value !== undefined);
  return (
    <SectionCard title="Matches" actions={<MatchDownloads sessionId={sessionId} filters={filters} />}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          Every pair is judged twice, once in each order; when the orders disagree the match is a draw. Open a match to
          read both judgements and any debate.
        </p>
        <MatchFilterControls
          filters={filters}
          rounds={progress?.rounds ?? progress?.budget?.rounds ?? 1}
          ideas={ideas}
          onChange={changeFilters}
        />
        <DataState
          isLoading={query.isPending}
          loadingLabel="Loading matches"
          error={query.error}
          onRetry={() => query.refetch()}
        >
          {query.data && (
            <div className="flex flex-col gap-3" aria-busy={query.isPlaceholderData}>
              <MatchTable
                matches={query.data.items}
                workspaceId={workspaceId}
                caption="Matches"
                empty={
                  filtered
                    ? 'No match fits these filters.'
                    : 'No matches yet: the tournament starts after the first reviews.'
                }
              />
              <Pagination
                meta={{ ...query.data, pageSize: query.data.pageSize ?? MATCH_PAGE_SIZE }}
                onPage={setPage}
                noun={NOUN}
                label="Matches pages"
              />
            </div>
          )}
        </DataState>
      </div>
    </SectionCard>
  );
}
