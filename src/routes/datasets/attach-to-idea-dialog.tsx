import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import type { DatasetSummary } from '../../api/queries/datasets';
import { useAttachIdeaDataset } from '../../api/queries/idea-datasets';
import { searchQueryOptions, searchText, type SearchResult } from '../../api/queries/search';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Modal } from '../../ui/components/dialog';
import { Spinner } from '../../ui/components/spinner';
import { TextField } from '../../ui/components/text-field';
import { AttachChoices } from '../shared/attach-choices';
import { useSettledSearch } from '../shared/use-settled-search';
import { insufficientRoleMessage } from '../../domain/workspace-roles';
import { mayDo } from '../shared/role-refused-control';

// "Attach to an idea" from a dataset's page (docs/product.md, "Datasets"): the caller's ideas are
// found by their title (GET /v1/search) and the dataset is attached with the idea page's own call
// (POST /v1/ideas/{id}/datasets), so conversion uses it like any attached dataset.

const IDEAS_SHOWN = 20;

export function AttachToIdeaDialog({
  dataset,
  open,
  onClose,
}: {
  dataset: DatasetSummary;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Attach to an idea"
      description={`Find one of your ideas by its title; ${dataset.name} is then used when that idea is converted.`}
      className="max-w-lg"
    >
      {open && <IdeaPicker dataset={dataset} onClose={onClose} />}
    </Modal>
  );
}

function IdeaPicker({ dataset, onClose }: { dataset: DatasetSummary; onClose: () => void }) {
  const { text, setText, q } = useSettledSearch(searchText);
  const [attached, setAttached] = useState<SearchResult>();
  const query = useQuery(searchQueryOptions(q, IDEAS_SHOWN));
  const attach = useAttachIdeaDataset();
  const ideas = q ? (query.data ?? []).filter((result) => result.kind === 'idea') : [];

  const choose = (ideaId: string) => {
    const idea = ideas.find((found) => found.id === ideaId);
    attach.mutate({ ideaId, datasetId: dataset.id }, { onSuccess: () => setAttached(idea) });
  };

  return (
    <div className="flex flex-col gap-4">
      <TextField
        label="Find an idea"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        hint="Part of the idea’s title"
        autoFocus
        autoComplete="off"
      />
      {attached && (
        <p role="status" className="text-sm">
          Attached to{' '}
          <Link to={attached.href} className="font-medium text-accent-text hover:underline">
            {attached.title}
          </Link>
          .
        </p>
      )}
      {attach.isError && <Alert title="Could not attach the dataset">{getErrorMessage(attach.error)}</Alert>}
      {query.isError && <Alert title="Could not search your ideas">{getErrorMessage(query.error)}</Alert>}
      {query.isFetching && <Spinner label="Searching your ideas" />}
      {q && query.isSuccess && ideas.length === 0 && !query.isPlaceholderData && (
        <p className="text-sm text-fg-muted">No idea of yours has “{q}” in its title.</p>
      )}
      {ideas.length > 0 && (
        <AttachChoices
          label="Your ideas"
          choices={ideas.map((idea) => ({
            id: idea.id,
            title: idea.title,
            details: idea.subtitle,
            // Attaching is an edit of the idea's workspace (attachIdeaDataset).
            refusal: mayDo(idea.role, 'edit') ? undefined : insufficientRoleMessage('edit', idea.role),
          }))}
          busyId={attach.isPending ? attach.variables?.ideaId : undefined}
          attachName={(title) => `Attach to ${title}`}
          onChoose={choose}
        />
      )}
      <div className="flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Done
        </Button>
      </div>
    </div>
  );
}
