import { useState } from 'react';
import { Link } from 'react-router-dom';
import type { TournamentMatch } from '../../api/queries/matches';
import { eloChange, judgeLabel, outcomeLabel } from '../../domain/match-words';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { MatchDetails } from './match-details';

// A page of tournament matches: the pair with each idea's rank now, the outcome and who judged it,
// both Elo ratings before and after; each row opens to the judge's readings (docs/product.md, "Matches").

type Side = TournamentMatch['ideaA'];

function IdeaName({ side, workspaceId }: { side: Side; workspaceId: string }) {
  return (
    <span className="break-words">
      <Link to={`/workspaces/${workspaceId}/ideas/${side.id}`} className="hover:underline">
        {side.title}
      </Link>{' '}
      <span className="text-xs font-normal text-fg-muted">{side.rank === null ? '(merged)' : `#${side.rank}`}</span>
    </span>
  );
}

function Outcome({ match: m }: { match: TournamentMatch }) {
  return (
    <span className="flex flex-col items-start gap-1">
      <span className="break-words">{outcomeLabel(m)}</span>
      <span className="flex flex-wrap gap-1">
        <Badge tone={m.judge === 'human' ? 'accent' : 'neutral'}>{judgeLabel(m)}</Badge>
        {m.judge === 'agent' && m.format === 'debate' && <Badge>Debate</Badge>}
        {m.agreement === 'split' && <Badge tone="warning">Orders disagreed</Badge>}
      </span>
    </span>
  );
}

function columnsFor(
  workspaceId: string,
  open: ReadonlySet<string>,
  toggle: (id: string) => void,
): DataColumn<TournamentMatch>[] {
  return [
    {
      id: 'pair',
      header: 'Ideas (A vs B)',
      rowHeader: true,
      cell: (m) => (
        <span className="flex flex-col gap-0.5">
          <IdeaName side={m.ideaA} workspaceId={workspaceId} />
          <span className="text-xs font-normal text-fg-muted">vs</span>
          <IdeaName side={m.ideaB} workspaceId={workspaceId} />
        </span>
      ),
    },
    { id: 'round', header: 'Round', cell: (m) => `Round ${m.round}, batch ${m.batch}`, className: 'whitespace-nowrap' },
    { id: 'outcome', header: 'Outcome', cell: (m) => <Outcome match={m} /> },
    {
      id: 'elo',
      header: 'Elo before → after',
      cell: (m) => (
        <span className="flex flex-col tabular-nums sm:whitespace-nowrap">
          <span>A {eloChange(m.ideaA.eloBefore, m.ideaA.eloAfter)}</span>
          <span>B {eloChange(m.ideaB.eloBefore, m.ideaB.eloAfter)}</span>
        </span>
      ),
    },
    {
      id: 'open',
      header: <span className="sr-only">Readings</span>,
      label: 'Readings',
      card: 'action',
      cell: (m) => (
        <Button
          size="sm"
          variant="ghost"
          aria-expanded={open.has(m.id)}
          aria-controls={`match-${m.id}`}
          aria-label={`${open.has(m.id) ? 'Hide' : 'Show'} readings: ${m.ideaA.title} vs ${m.ideaB.title}`}
          onClick={() => toggle(m.id)}
        >
          {open.has(m.id) ? 'Hide readings' : 'Show readings'}
        </Button>
      ),
    },
  ];
}

export function MatchTable({
  matches,
  workspaceId,
  caption,
  empty,
}: {
  matches: readonly TournamentMatch[];
  workspaceId: string;
  caption: string;
  empty: string;
}) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setOpen((was) => {
      const next = new Set(was);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  return (
    <DataTable
      rows={matches}
      columns={columnsFor(workspaceId, open, toggle)}
      caption={caption}
      getRowKey={(m) => m.id}
      density="compact"
      framed
      empty={<p className="text-sm text-fg-muted">{empty}</p>}
      expansion={(m) => (open.has(m.id) ? <MatchDetails match={m} id={`match-${m.id}`} /> : null)}
    />
  );
}
