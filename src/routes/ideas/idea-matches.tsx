import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { ideaMatchesQueryOptions, type EloPoint } from '../../api/queries/matches';
import { LineChart } from '../../ui/charts/line-chart';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { Pagination } from '../../ui/components/pagination';
import { MatchTable } from '../shared/match-table';

// An idea's tournament: its Elo after every match it played (the chart keeps a table for screen
// readers) and the matches themselves, newest first (docs/product.md, "Matches").

const NOUN = { one: 'match', other: 'matches' };

export function EloOverTime({ title, history }: { title: string; history: readonly EloPoint[] }) {
  const rounds = new Set(history.map((p) => p.round)).size;
  return (
    <div className="flex flex-col gap-2">
      <h3 className="text-sm font-medium">Elo over time</h3>
      <LineChart
        label="Elo over time"
        series={[{ name: title, points: history.map((p) => ({ x: p.match, y: p.elo })) }]}
        wholeX
        xLabel="Matches played"
        yLabel="Elo"
        height={220}
        caption={`Elo as it entered (match 0) and after each of its ${history.length - 1} matches, over ${rounds} ${rounds === 1 ? 'round' : 'rounds'}.`}
      />
    </div>
  );
}

export function IdeaMatches({ idea, workspaceId }: { idea: { id: string; title: string }; workspaceId: string }) {
  const [page, setPage] = useState(1);
  const query = useQuery(ideaMatchesQueryOptions(idea.id, page));
  return (
    <SectionCard title="Matches">
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading matches"
        error={query.error}
        onRetry={() => query.refetch()}
      >
        {query.data && query.data.total === 0 && (
          <p className="text-sm text-fg-muted">This idea has not played a match yet.</p>
        )}
        {query.data && query.data.total > 0 && (
          <div className="flex flex-col gap-4" aria-busy={query.isPlaceholderData}>
            <EloOverTime title={idea.title} history={query.data.eloHistory} />
            <MatchTable
              matches={query.data.items}
              workspaceId={workspaceId}
              caption={`Matches of ${idea.title}`}
              empty="This idea has not played a match yet."
            />
            <Pagination meta={query.data} onPage={setPage} noun={NOUN} label="Idea matches pages" />
          </div>
        )}
      </DataState>
    </SectionCard>
  );
}
