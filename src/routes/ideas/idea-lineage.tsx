import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ideaQueryOptions } from '../../api/queries/ideas';
import type { Idea } from '../../api/types';
import { SectionCard } from '../../ui/components/card';

/** The ideas this one was evolved from, linked; their titles load beside the ids. */
export function IdeaLineage({ idea, workspaceId }: { idea: Idea; workspaceId: string }) {
  const parentIds = idea.parentIds ?? [];
  const parents = useQueries({ queries: parentIds.map((id) => ideaQueryOptions(id)) });
  return (
    <SectionCard title="Lineage">
      {parentIds.length === 0 ? (
        <p className="text-sm text-fg-muted">An original idea: not evolved from another.</p>
      ) : (
        <>
          <p className="mb-2 text-sm text-fg-muted">Evolved from:</p>
          <ul aria-label="Parent ideas" className="flex flex-col gap-1 text-sm">
            {parentIds.map((id, i) => (
              <li key={id}>
                <Link to={`/workspaces/${workspaceId}/ideas/${id}`} className="text-accent-text hover:underline">
                  {parents[i]?.data?.title ?? `Idea ${id.slice(0, 8)}…`}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
    </SectionCard>
  );
}
