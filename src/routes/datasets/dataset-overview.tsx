import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Dataset } from '../../api/queries/datasets';
import { Badge } from '../../ui/components/badge';
import { SectionCard } from '../../ui/components/card';
import { DatasetAccessBadge } from '../shared/dataset-access-badge';
import { CitationBlock } from './citation-block';
import { DatasetActions } from './dataset-actions';
import { ProfileStatusBadge } from './profile-status-badge';

/** The dataset's name, kind and publisher, then what it holds and on what terms. */
export function DatasetOverview({ dataset }: { dataset: Dataset }) {
  return (
    <>
      <Link to="/datasets" className="text-sm text-accent-text hover:underline">
        ← All datasets
      </Link>
      <div className="-mt-3 flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="min-w-0 text-xl font-semibold break-words">{dataset.name}</h2>
          <DatasetActions dataset={dataset} />
        </div>
        <div className="flex flex-wrap items-center gap-2 text-sm text-fg-muted">
          <Badge tone="accent">{dataset.kind === 'upload' ? 'Your upload' : 'Catalogue'}</Badge>
          <DatasetAccessBadge access={dataset.access} />
          <ProfileStatusBadge status={dataset.profileStatus} />
          {dataset.publisher && <span>{dataset.publisher}</span>}
        </div>
      </div>
      <SectionCard title="About">
        {dataset.description && <p className="mb-4 max-w-3xl text-sm">{dataset.description}</p>}
        <DatasetFacts dataset={dataset} />
        {dataset.citation && <CitationBlock citation={dataset.citation} />}
      </SectionCard>
    </>
  );
}

function DatasetFacts({ dataset }: { dataset: Dataset }) {
  const facts: [string, ReactNode][] = [
    ['Topics', dataset.topics.length ? <Chips items={dataset.topics} label="Topics" /> : 'None listed'],
    ['Variables', dataset.variables.length ? <Chips items={dataset.variables} label="Variables" /> : 'None listed'],
    ['Formats', dataset.formats.join(', ') || 'Not stated'],
    ['Licence', dataset.licence ?? 'Not stated'],
    ['Access', <DatasetAccessBadge key="access" access={dataset.access} />],
  ];
  // An upload's size is in its file's section, exact.
  if (!dataset.file) facts.splice(3, 0, ['Size', dataset.size]);
  if (dataset.landingUrl)
    facts.push([
      'Landing page',
      <a
        key="landing"
        href={dataset.landingUrl}
        target="_blank"
        rel="noopener noreferrer"
        className="break-all text-accent-text hover:underline"
      >
        {dataset.landingUrl}
        <span className="sr-only"> (opens in a new tab)</span>
      </a>,
    ]);
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 text-sm sm:grid-cols-[max-content_1fr]">
      {facts.map(([term, value]) => (
        <div key={term} className="contents">
          <dt className="font-medium text-fg-muted">{term}</dt>
          <dd className="min-w-0 break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function Chips({ items, label }: { items: string[]; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-1">
      {items.map((item) => (
        <li key={item}>
          <Badge>{item}</Badge>
        </li>
      ))}
    </ul>
  );
}
