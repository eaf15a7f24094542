import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { MATCH_PAGE_SIZE, sessionMatchesQueryOptions, type MatchFilters } from '../../api/queries/matches';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { Pagination } from '../../ui/components/pagination';
import { MatchDownloads } from '../shared/match-downloads';
import { MatchTable } from '../shared/match-table';
import { MatchFilterControls } from './match-filters';

// The session's tournament, auditable (docs/product.md, "Matches"): every match, newest first,
// filtered by round, idea, agreement and judge, a page at a time, downloadable as CSV or JSON.

const NOUN = { one: 'match', other: 'matches' };

export function SessionMatches({
  sessionId,
  workspaceId,
  rounds,
  ideas,
}: {
  sessionId: string;
  workspaceId: string;
  /** Rounds in the session's budget: the round filter's choices. */
  rounds: number;
  ideas: readonly { id: string; title: string }[];
}) {
  const [filters, setFilters] = useState<MatchFilters>({});
  const [page, setPage] = useState(1);
  const query = useQuery(sessionMatchesQueryOptions(sessionId, filters, page));
  const filtered = Object.values(filters).some((value) => value !== undefined);
  const changeFilters = (next: MatchFilters) => {
    setFilters(next);
    setPage(1);
  };
  return (
    <SectionCard title="Matches" actions={<MatchDownloads sessionId={sessionId} filters={filters} />}>
      <div className="flex flex-col gap-4">
        <p className="text-sm text-fg-muted">
          Every pair is judged twice, once in each order; when the orders disagree the match is a draw. Open a match to
          read both judgements and any debate.
        </p>
        <MatchFilterControls filters={filters} rounds={rounds} ideas={ideas} onChange={changeFilters} />
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
