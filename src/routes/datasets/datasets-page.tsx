import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useQuery } from '@tanstack/react-query';
import { DATASET_SCOPES, datasetSearchQueryOptions } from '../../api/queries/datasets';
import { cx } from '../../ui/components/cx';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { DatasetFacets } from './dataset-facets';
import { DatasetResults } from './dataset-results';
import { DatasetSearchField } from './dataset-search-field';
import { LiveSources } from './live-sources';
import { UploadPanel } from './upload-panel';
import { useDatasetQuery } from './use-dataset-query';
import { useFileDrop } from './use-file-drop';
import { useUploads } from './use-uploads';

const SCOPE_LABELS = { all: 'All', catalogue: 'Catalogue', mine: 'My datasets' } as const;

/** /datasets: search the catalogue and your uploads, and upload files to be profiled. */
export function DatasetsPage() {
  usePageTitle('Datasets');
  const { query, text, setText, change } = useDatasetQuery();
  const search = useQuery(datasetSearchQueryOptions(query));
  const uploads = useUploads();
  const drop = useFileDrop(uploads.start);
  const selected = Math.max(0, DATASET_SCOPES.indexOf(query.scope ?? 'all'));
  return (
    // The whole page takes dropped files; the upload panel shows where they land.
    <div {...drop.handlers}>
      <PageIntro description="Public datasets from the Labforge catalogue and the files you upload, with their columns profiled. Attach the ones that fit to your ideas." />
      <div className="flex flex-col gap-6">
        <UploadPanel uploads={uploads} dragging={drop.dragging} />
        <DatasetSearchField value={text} onChange={setText} />
        <TabGroup selectedIndex={selected} onChange={(i) => change({ scope: DATASET_SCOPES[i] })}>
          <TabList aria-label="Which datasets" className="mb-4 flex gap-1 overflow-x-auto border-b border-border">
            {DATASET_SCOPES.map((scope) => (
              <Tab
                key={scope}
                className={cx(
                  '-mb-px border-b-2 px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
                  'border-transparent text-fg-muted hover:text-fg data-selected:border-accent data-selected:text-accent-text',
                )}
              >
                {SCOPE_LABELS[scope]}
              </Tab>
            ))}
          </TabList>
          <TabPanels>
            {DATASET_SCOPES.map((scope) => (
              <TabPanel key={scope} className="flex flex-col gap-4">
                <DatasetFacets facets={search.data?.facets} query={query} onChange={change} />
                <DatasetResults search={search} query={query} onPage={(page) => change({ page })} />
                {search.data && <LiveSources result={search.data} />}
              </TabPanel>
            ))}
          </TabPanels>
        </TabGroup>
      </div>
    </div>
  );
}
