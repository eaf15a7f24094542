import { Link } from 'react-router-dom';
import type { DatasetSummary } from '../../api/queries/datasets';
import { Badge } from '../../ui/components/badge';
import { DatasetAccessBadge } from '../shared/dataset-access-badge';
import { ProfileStatusBadge } from './profile-status-badge';

const SHOWN_TOPICS = 4;

/** One search result: what it is, who publishes it, and the facts that decide whether it fits. */
export function DatasetCard({ dataset }: { dataset: DatasetSummary }) {
  const topics = dataset.topics.slice(0, SHOWN_TOPICS);
  const more = dataset.topics.length - topics.length;
  return (
    <article className="flex h-full flex-col gap-2 rounded-ui border border-border bg-surface p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold break-words">
          <Link to={`/datasets/${dataset.id}`} className="text-accent-text hover:underline">
            {dataset.name}
          </Link>
        </h3>
        <div className="flex flex-wrap gap-1">
          <DatasetAccessBadge access={dataset.access} />
          {dataset.kind === 'upload' && <ProfileStatusBadge status={dataset.profileStatus} />}
        </div>
      </div>
      <p className="text-sm text-fg-muted">{dataset.publisher ?? 'Your upload'}</p>
      {dataset.description && <p className="line-clamp-2 text-sm">{dataset.description}</p>}
      {topics.length > 0 && (
        <ul aria-label="Topics" className="flex flex-wrap gap-1">
          {topics.map((topic) => (
            <li key={topic}>
              <Badge>{topic}</Badge>
            </li>
          ))}
          {more > 0 && <li className="text-xs text-fg-muted">and {more} more</li>}
        </ul>
      )}
      <dl className="mt-auto grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs">
        <dt className="text-fg-muted">Licence</dt>
        <dd className="break-words">{dataset.licence ?? 'Not stated'}</dd>
        <dt className="text-fg-muted">Formats</dt>
        <dd className="break-words">{dataset.formats.join(', ') || 'Not stated'}</dd>
        <dt className="text-fg-muted">Size</dt>
        <dd className="break-words">{dataset.size}</dd>
      </dl>
    </article>
  );
}
