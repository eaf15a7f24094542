import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { datasetSearchQueryOptions, type DatasetSummary } from '../../api/queries/datasets';
import { ideaDatasetsQueryOptions, useAttachIdeaDataset } from '../../api/queries/idea-datasets';
import type { Idea } from '../../api/types';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Modal } from '../../ui/components/dialog';
import { Spinner } from '../../ui/components/spinner';
import { TextField } from '../../ui/components/text-field';
import { AttachChoices, type AttachChoice } from '../shared/attach-choices';
import { refusedProps, type RoleGate } from '../shared/role-gate';
import { DatasetAccessBadge } from '../shared/dataset-access-badge';
import { useSettledSearch } from '../shared/use-settled-search';

// "Attach a dataset" on an idea's page (docs/product.md, "Datasets"): the caller's uploads first,
// then, once words are typed, the catalogue (GET /v1/datasets, no live sources: only a Labforge
// dataset can be attached), attached with the section's own call (POST /v1/ideas/{id}/datasets).

export function AttachDatasetButton({ idea, gate }: { idea: Idea; gate: RoleGate }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" icon="paperclip" onClick={() => setOpen(true)} {...refusedProps(gate)}>
        Attach a dataset
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title="Attach a dataset"
        description="Your uploads come first; type words to search the catalogue too. An attached dataset is used when this idea is converted."
        className="max-w-lg"
      >
        {open && <DatasetPicker idea={idea} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}

/** The caller's uploads matching `q` (all of them with no words), and the catalogue's once words are typed. */
function usePickerDatasets(q: string) {
  const mine = useQuery(datasetSearchQueryOptions({ q, scope: 'mine', live: false }));
  const catalogue = useQuery({ ...datasetSearchQueryOptions({ q, scope: 'catalogue', live: false }), enabled: !!q });
  const answered = (query: typeof mine) => query.isSuccess && !query.isPlaceholderData;
  return {
    uploads: mine.data?.items ?? [],
    uploadsTotal: mine.data?.total ?? 0,
    entries: q ? (catalogue.data?.items ?? []) : [],
    error: mine.error ?? (q ? catalogue.error : null),
    fetching: mine.isFetching || catalogue.isFetching,
    settled: answered(mine) && (!q || answered(catalogue)),
  };
}

function DatasetPicker({ idea, onClose }: { idea: Idea; onClose: () => void }) {
  const { text, setText, q } = useSettledSearch();
  const { uploads, uploadsTotal, entries, error, fetching, settled } = usePickerDatasets(q);
  const attachedNow = useQuery(ideaDatasetsQueryOptions(idea.id));
  const attach = useAttachIdeaDataset();
  // Marked at once, before the attached list is read again.
  const [justAttached, setJustAttached] = useState<DatasetSummary[]>([]);
  const attachedIds = new Set([
    ...(attachedNow.data ?? []).map((row) => row.dataset.id),
    ...justAttached.map((d) => d.id),
  ]);
  const toChoice = (dataset: DatasetSummary): AttachChoice => ({
    id: dataset.id,
    title: dataset.name,
    details: datasetDetails(dataset),
    attached: attachedIds.has(dataset.id),
  });
  const choose = (datasetId: string) => {
    const dataset = [...uploads, ...entries].find((found) => found.id === datasetId);
    if (!dataset) return;
    attach.mutate({ ideaId: idea.id, datasetId }, { onSuccess: () => setJustAttached((done) => [...done, dataset]) });
  };
  const lastAttached = justAttached.at(-1);
  const choices = (label: string, datasets: DatasetSummary[]) =>
    datasets.length > 0 && (
      <AttachChoices
        label={label}
        choices={datasets.map(toChoice)}
        busyId={attach.isPending ? attach.variables?.datasetId : undefined}
        attachName={(title) => `Attach ${title}`}
        onChoose={choose}
      />
    );

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Find a dataset"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Words in its name, description, topics or variables"
        maxLength={200}
        autoFocus
        autoComplete="off"
      />
      {lastAttached && <AttachedNote dataset={lastAttached} />}
      {attach.isError && <Alert title="Could not attach the dataset">{getErrorMessage(attach.error)}</Alert>}
      {error && <Alert title="Could not search the datasets">{getErrorMessage(error)}</Alert>}
      {fetching && <Spinner label="Searching datasets" />}
      {choices('Your uploads', uploads)}
      {choices('Catalogue', entries)}
      {settled && <PickerHint q={q} shown={uploads.length} of={uploadsTotal} catalogue={entries.length} />}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}

function AttachedNote({ dataset }: { dataset: DatasetSummary }) {
  return (
    <p role="status" className="text-sm">
      Attached{' '}
      <Link to={`/datasets/${dataset.id}`} className="font-medium text-accent-text hover:underline">
        {dataset.name}
      </Link>{' '}
      to this idea.
    </p>
  );
}

/** How it can be had (an upload: Private), then whose it is and its size. */
function datasetDetails(dataset: DatasetSummary) {
  const whose = dataset.kind === 'upload' ? 'Your upload' : dataset.publisher;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-1.5">
      <DatasetAccessBadge access={dataset.access} />
      {[whose, dataset.size].filter(Boolean).join(' · ')}
    </span>
  );
}

/** What the lists hold: nothing found, or only the first page of many uploads, and how to find more. */
function PickerHint({ q, shown, of: uploads, catalogue }: { q: string; shown: number; of: number; catalogue: number }) {
  const found = shown + catalogue;
  if (q && found === 0) return <p className="text-sm text-fg-muted">No dataset has “{q}” in it.</p>;
  const more = uploads > shown;
  if (q)
    return more ? (
      <p className="text-sm text-fg-muted">
        Showing {shown} of {uploads} uploads with these words. Type more words to narrow them.
      </p>
    ) : null;
  return (
    <p className="text-sm text-fg-muted">
      {found === 0 ? 'You have no uploads yet. ' : ''}
      {more
        ? `Showing ${shown} of your ${uploads} uploads. Type words to find the others and to search the catalogue.`
        : 'Type words to search the catalogue.'}
    </p>
  );
}
