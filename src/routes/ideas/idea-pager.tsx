import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { sessionIdeasQueryOptions } from '../../api/queries/ideas';
import { ideaRanks } from '../../domain/idea-filters';

// Where an idea stands in its session's ranking ("#3 of 82"), with the ideas either side of it,
// so a researcher reads a session's ideas in order without going back to the list.

export function IdeaPager({
  ideaId,
  sessionId,
  workspaceId,
}: {
  ideaId: string;
  sessionId: string;
  workspaceId: string;
}) {
  const ideas = useQuery(sessionIdeasQueryOptions(sessionId));
  if (!ideas.data) return null;
  const ranks = ideaRanks(ideas.data);
  const ranked = [...ideas.data].sort((a, b) => (ranks.get(a.id) ?? 0) - (ranks.get(b.id) ?? 0));
  const at = ranked.findIndex((idea) => idea.id === ideaId);
  if (at < 0) return null;
  const link = (idea: (typeof ranked)[number] | undefined, label: string) =>
    idea ? (
      <Link
        to={`/workspaces/${workspaceId}/ideas/${idea.id}`}
        className="text-accent-text hover:underline"
        title={idea.title}
      >
        {label}
      </Link>
    ) : (
      <span className="text-fg-muted" aria-disabled="true">
        {label}
      </span>
    );
  return (
    <nav aria-label="Ideas of this session" className="flex items-center gap-3 text-sm">
      {link(ranked[at - 1], '‹ Previous idea')}
      <span className="tabular-nums">
        #{at + 1} of {ranked.length}
      </span>
      {link(ranked[at + 1], 'Next idea ›')}
    </nav>
  );
}
