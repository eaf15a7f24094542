import type { SessionLiterature } from '../../api/queries/related-work';
import {
  citationsDroppedLabel,
  LITERATURE_MESSAGES,
  sourceFacts,
  withinSessionNotice,
  worksReadLabel,
} from '../../domain/literature-summary';
import { SectionCard } from '../../ui/components/card';
import { CitationExportButtons } from '../shared/citation-export-buttons';
import { LiteratureNotice } from '../shared/literature-notice';

// What the session's literature search did: each source's searches, works and failures, the works
// read and the unverified references dropped; or why novelty was judged within the session only.
// docs/product.md, "Session page".

export function SessionLiteratureSection({
  sessionId,
  literature,
}: {
  sessionId: string;
  literature: SessionLiterature;
}) {
  const notice = withinSessionNotice(literature);
  return (
    <SectionCard title="Literature">
      {notice && <LiteratureNotice notice={notice} />}
      {literature.status === 'pending' && <p className="text-sm text-fg-muted">{LITERATURE_MESSAGES.pending}</p>}
      {literature.status === 'used' && <LiteratureUsed literature={literature} />}
      {/* Related work exists only where a source answered; the file holds each idea's, each work once. */}
      {literature.status === 'used' && <CitationExportButtons scope={{ sessionId }} />}
    </SectionCard>
  );
}

function LiteratureUsed({ literature }: { literature: SessionLiterature }) {
  const dropped = citationsDroppedLabel(literature.citationsDropped);
  return (
    <div className="flex flex-col gap-3 text-sm">
      <ul aria-label="Literature sources" className="flex flex-col gap-1">
        {literature.sources.map((source) => (
          <li key={source.id}>
            <span className="font-medium">{source.name}:</span>{' '}
            <span className="text-fg-muted">{sourceFacts(source).join(' · ')}</span>
          </li>
        ))}
      </ul>
      <p>
        {worksReadLabel(literature.worksRead)}
        {dropped && <span className="text-fg-muted"> · {dropped}</span>}
      </p>
    </div>
  );
}
