import type { RelatedWork } from '../../api/queries/related-work';
import { foundInLabel } from '../../domain/literature-summary';
import { Badge } from '../../ui/components/badge';

const AUTHORS_SHOWN = 3;

/** 'A, B, C et al.': the first three authors, then a nod to the rest. */
export function authorsLabel(authors: readonly string[]): string {
  const shown = authors.slice(0, AUTHORS_SHOWN).join(', ');
  return authors.length > AUTHORS_SHOWN ? `${shown} et al.` : shown;
}

/** Authors, year, venue and DOI, as far as the source knew them. */
const citation = (work: RelatedWork) =>
  [authorsLabel(work.authors), work.year, work.venue, work.doi && `doi:${work.doi}`].filter(Boolean).join(' · ');

const closenessLabel = (closeness: number) => `${Math.round(closeness * 100)}% close`;

function RelationBadge({ relation }: { relation: RelatedWork['relation'] }) {
  return relation === 'overlaps' ? (
    <Badge tone="warning" title="The idea is not novel against this work">
      Overlaps
    </Badge>
  ) : (
    <Badge tone="success" title="The idea goes beyond this work">
      Goes beyond
    </Badge>
  );
}

/** One published work: its link, how close it is and why, and what the idea adds to it. */
export function RelatedWorkItem({ work, newTabHintId }: { work: RelatedWork; newTabHintId: string }) {
  return (
    <li className="flex flex-col gap-1.5 rounded-ui border border-border p-3 text-sm">
      <div className="flex flex-wrap items-start justify-between gap-2">
        {/* Named by its title alone; that it opens a new tab is its description. */}
        <a
          href={work.url}
          target="_blank"
          rel="noopener noreferrer"
          aria-describedby={newTabHintId}
          className="min-w-0 font-medium break-words text-accent-text hover:underline"
        >
          {work.title}
        </a>
        <span className="flex items-center gap-2">
          <RelationBadge relation={work.relation} />
          <span className="text-xs text-fg-muted tabular-nums">{closenessLabel(work.closeness)}</span>
        </span>
      </div>
      {citation(work) && <p className="text-xs break-words text-fg-muted">{citation(work)}</p>}
      <p className="break-words">{work.whyClose}</p>
      {work.beyond && <p className="break-words">Goes beyond it: {work.beyond}</p>}
      {work.sources.length > 0 && <p className="text-xs text-fg-muted">{foundInLabel(work.sources)}</p>}
    </li>
  );
}
