import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { isMissingObjectError } from '../../api/errors';
import { ideaQueryOptions } from '../../api/queries/ideas';
import { relatedWorkQueryOptions, type RelatedWork } from '../../api/queries/related-work';
import { sessionQueryOptions } from '../../api/queries/sessions';
import type { Idea } from '../../api/types';
import { buildProposal, proposalFileName } from '../../domain/proposal/proposal';
import { toMarkdown } from '../../domain/proposal/proposal-markdown';
import { isTerminalSessionStatus } from '../../domain/session-status';
import { Button } from '../../ui/components/button';
import { DataState } from '../../ui/components/data-state';
import { downloadFile } from '../../ui/download-file';
import { usePageTitle } from '../../ui/layout/page-title';
import { EntityNotFound, entityNotFoundTitle } from '../shared/entity-not-found';
import { ProposalDocument } from './proposal-document';

// /workspaces/{workspaceId}/ideas/{ideaId}/proposal: the idea as a one-page proposal in the
// Specific Aims layout, to download as Markdown or print (docs/product.md, "Proposal"). Built here
// from the idea and its related work; printed, only the document shows (src/ui/styles.css).

export function ProposalPage() {
  const { workspaceId = '', ideaId = '' } = useParams();
  const query = useQuery(ideaQueryOptions(ideaId));
  const idea = query.data;
  const missing = isMissingObjectError(query.error);
  usePageTitle(idea ? `Proposal: ${idea.title}` : missing ? entityNotFoundTitle('idea') : 'Proposal');

  if (missing) {
    const ideas = `/workspaces/${encodeURIComponent(workspaceId)}/ideas`;
    return <EntityNotFound kind="idea" back={{ to: ideas, label: 'Back to ideas' }} />;
  }
  return (
    <DataState
      isLoading={query.isPending}
      loadingLabel="Loading idea"
      error={query.error}
      onRetry={() => query.refetch()}
    >
      {idea && <ProposalOfIdea idea={idea} workspaceId={workspaceId} />}
    </DataState>
  );
}

function ProposalOfIdea({ idea, workspaceId }: { idea: Idea; workspaceId: string }) {
  // The same reads as the idea page's Related work section, so its cache serves them.
  const session = useQuery(sessionQueryOptions(idea.sessionId));
  const sessionLive = !isTerminalSessionStatus(session.data?.status);
  const related = useQuery(relatedWorkQueryOptions(idea.id, { sessionLive }));
  const ideaPath = `/workspaces/${encodeURIComponent(workspaceId)}/ideas/${encodeURIComponent(idea.id)}`;
  return (
    <div className="flex flex-col gap-4">
      <Link to={ideaPath} className="self-start text-sm text-accent-text hover:underline print:hidden">
        Back to the idea
      </Link>
      <DataState
        isLoading={related.isPending}
        loadingLabel="Loading related work"
        error={related.error}
        onRetry={() => related.refetch()}
      >
        {related.data && <ProposalView idea={idea} works={related.data.items} />}
      </DataState>
    </div>
  );
}

function ProposalView({ idea, works }: { idea: Idea; works: RelatedWork[] }) {
  const proposal = buildProposal(idea, works);
  const download = () =>
    downloadFile({
      fileName: proposalFileName(idea.title),
      mimeType: 'text/markdown;charset=utf-8',
      content: toMarkdown(proposal),
    });
  return (
    <>
      <div role="group" aria-label="Proposal actions" className="flex flex-wrap gap-2 print:hidden">
        <Button variant="secondary" size="sm" onClick={download}>
          Download as Markdown
        </Button>
        <Button variant="secondary" size="sm" onClick={() => window.print()}>
          Print or save as PDF
        </Button>
      </div>
      <ProposalDocument proposal={proposal} />
    </>
  );
}
