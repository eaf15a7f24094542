import type { DatasetSearchResult, DatasetSource, ExternalDataset } from '../../api/queries/datasets';
import { ADMINISTRATOR_HELP } from '../../domain/administrator-help';
import { Alert } from '../../ui/components/alert';

/** The sources that are always there; any other id in `sources` is a configured live source. */
const LOCAL_SOURCES = new Set(['catalogue', 'mine']);

export const unavailableNotice = (source: DatasetSource) =>
  `${source.name} was unavailable${source.message ? ` (${source.message})` : ''}; results come from the Labforge catalogue`;

/**
 * What the live catalogues added (docs/product.md, "Datasets"): their results, a polite notice for
 * each that did not answer, or, when none is configured, how to switch them on.
 */
export function LiveSources({ result }: { result: DatasetSearchResult }) {
  const live = result.sources.filter((s) => !LOCAL_SOURCES.has(s.id));
  const down = live.filter((s) => s.status === 'unavailable');
  return (
    <div className="flex flex-col gap-3">
      {down.map((source) => (
        <Alert key={source.id} tone="info">
          {unavailableNotice(source)}
        </Alert>
      ))}
      {result.external.length > 0 && <ExternalResults items={result.external} />}
      {live.length === 0 && <p className="text-xs text-fg-muted">{ADMINISTRATOR_HELP.liveDatasets}</p>}
    </div>
  );
}

function ExternalResults({ items }: { items: ExternalDataset[] }) {
  return (
    <section aria-labelledby="live-sources-heading" className="flex flex-col gap-2">
      <h2 id="live-sources-heading" className="text-base font-semibold">
        From live sources
      </h2>
      <ul className="flex flex-col gap-2">
        {items.map((item) => (
          <li
            key={`${item.source}:${item.externalId}`}
            className="flex flex-col gap-1 rounded-ui border border-border bg-surface p-3"
          >
            <a
              href={item.landingUrl}
              target="_blank"
              rel="noopener noreferrer"
              className="font-medium break-words text-accent-text hover:underline"
            >
              {item.name}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
            <p className="text-xs text-fg-muted">
              {item.sourceName}
              {item.publisher && ` · ${item.publisher}`}
              {` · ${item.licence ?? 'Licence not stated'}`}
            </p>
            {item.description && <p className="line-clamp-2 text-sm">{item.description}</p>}
          </li>
        ))}
      </ul>
    </section>
  );
}
