import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { relatedWorkQueryOptions, type IdeaRelatedWork } from '../../api/queries/related-work';
import { sessionQueryOptions } from '../../api/queries/sessions';
import type { Idea } from '../../api/types';
import { noRelatedWorkMessage, partialFailureNote, withinSessionNotice } from '../../domain/literature-summary';
import { isTerminalSessionStatus } from '../../domain/session-status';
import { SectionCard } from '../../ui/components/card';
import { DataState } from '../../ui/components/data-state';
import { CitationExportButtons } from '../shared/citation-export-buttons';
import { LiteratureNotice } from '../shared/literature-notice';
import { RelatedWorkItem } from './related-work-item';

// The published works the idea's full review judged it against, closest first, or why there are
// none (docs/product.md, "Related work").

export function IdeaRelatedWork({ idea }: { idea: Idea }) {
  // The breadcrumbs read the same session, so this costs no extra request.
  const session = useQuery(sessionQueryOptions(idea.sessionId));
  const sessionLive = !isTerminalSessionStatus(session.data?.status);
  const query = useQuery(relatedWorkQueryOptions(idea.id, { sessionLive }));
  return (
    <SectionCard title="Related work">
      <DataState
        isLoading={query.isPending}
        loadingLabel="Loading related work"
        error={query.error}
        onRetry={() => query.refetch()}
        isEmpty={query.data?.items.length === 0}
        empty={query.data && <NoRelatedWork literature={query.data.literature} />}
      >
        {query.data && <RelatedWorkList ideaId={idea.id} answer={query.data} />}
      </DataState>
      {!!query.data?.references && <IdeaReferences ideaId={idea.id} count={query.data.references} />}
    </SectionCard>
  );
}

/** The works the idea's own text cites, as a count and their export. */
function IdeaReferences({ ideaId, count }: { ideaId: string; count: number }) {
  return (
    <div className="mt-3 flex flex-col gap-2 border-t border-border pt-3">
      <p className="text-sm">
        References cited by this idea: {count} {count === 1 ? 'work' : 'works'}
      </p>
      <CitationExportButtons scope={{ referencesOf: ideaId }} />
    </div>
  );
}

function NoRelatedWork({ literature }: { literature: IdeaRelatedWork['literature'] }) {
  const notice = withinSessionNotice(literature);
  if (notice) return <LiteratureNotice notice={notice} />;
  return <p className="text-sm text-fg-muted">{noRelatedWorkMessage(literature.status)}</p>;
}

function RelatedWorkList({ ideaId, answer }: { ideaId: string; answer: IdeaRelatedWork }) {
  const newTabHintId = useId();
  const note = partialFailureNote(answer.literature);
  return (
    <div className="flex flex-col gap-3">
      <span id={newTabHintId} hidden>
        Opens in a new tab
      </span>
      <ul aria-label="Related work" className="flex flex-col gap-2">
        {answer.items.map((work) => (
          <RelatedWorkItem key={work.workId} work={work} newTabHintId={newTabHintId} />
        ))}
      </ul>
      {note && <p className="text-xs text-fg-muted">{note}</p>}
      <CitationExportButtons scope={{ ideaId }} />
    </div>
  );
}
