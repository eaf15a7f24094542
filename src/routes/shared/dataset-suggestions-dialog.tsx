import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import {
  datasetSuggestionsQueryOptions,
  suggestionErrorMessage,
  useAttachIdeaDataset,
  type DatasetSuggestion,
  type DatasetSuggestions,
} from '../../api/queries/idea-datasets';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Modal } from '../../ui/components/dialog';
import { Spinner } from '../../ui/components/spinner';
import { useToast } from '../../ui/toast/toast-provider';
import { DatasetSuggestionItem } from './dataset-suggestion-item';
import { RoleNote, useRoleGate } from './role-gate';

interface DatasetSuggestionsDialogProps {
  open: boolean;
  /** The ideas to suggest for (1–5), in the order their groups are shown. */
  ideas: readonly { id: string; title: string }[];
  onClose: () => void;
}

const ATTACH_FAILED = 'The dataset could not be attached';
const attachKey = (s: DatasetSuggestion) => `${s.ideaId}:${s.dataset.id}`;

/** Datasets that fit the given ideas (docs/product.md, "Datasets"), grouped by idea, each attachable. */
export function DatasetSuggestionsDialog({ open, ideas, onClose }: DatasetSuggestionsDialogProps) {
  const ids = ideas.map((idea) => idea.id);
  const query = useQuery({ ...datasetSuggestionsQueryOptions(ids), enabled: open });
  const answer = query.data;
  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Suggested datasets"
      description={`Datasets that fit ${ideas.length === 1 ? 'this idea' : `these ${ideas.length} ideas`}, most relevant first. Attached datasets are used when an idea is converted.`}
      className="max-w-3xl!"
    >
      <div className="flex max-h-[65vh] flex-col gap-4 overflow-y-auto">
        {query.isPending && (
          <p role="status" className="flex items-center gap-2 py-6 text-sm text-fg-muted">
            <Spinner size="sm" decorative />
            Finding datasets that fit…
          </p>
        )}
        {query.isError && (
          <Alert>
            <div className="flex flex-wrap items-center justify-between gap-3">
              <span>{suggestionErrorMessage(query.error)}</span>
              <Button size="sm" variant="secondary" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </div>
          </Alert>
        )}
        {answer && (
          <SuggestionGroups
            ideas={ideas}
            suggestions={answer.suggestions}
            agentUsed={answer.agentUsed}
            searchInstead={answer.searchInstead ?? []}
          />
        )}
      </div>
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Modal>
  );
}

interface SuggestionGroupsProps {
  ideas: DatasetSuggestionsDialogProps['ideas'];
  suggestions: DatasetSuggestion[];
  agentUsed: string;
  searchInstead: NonNullable<DatasetSuggestions['searchInstead']>;
}

/** The suggestions under each idea's title, in the order the ideas were given. */
function SuggestionGroups({ ideas, suggestions, agentUsed, searchInstead }: SuggestionGroupsProps) {
  const { attached, attaching, attach, failure } = useAttachSuggestion();
  const gate = useRoleGate('edit');
  return (
    <>
      <p className="text-xs text-fg-muted">Ranked by: {agentUsed}</p>
      <RoleNote gate={gate} className="max-w-none" />
      {failure && <Alert title={ATTACH_FAILED}>{failure}</Alert>}
      {ideas.map((idea) => {
        const mine = suggestions.filter((s) => s.ideaId === idea.id);
        return (
          <section key={idea.id} aria-label={`Datasets for ${idea.title}`} className="flex flex-col gap-2">
            <h3 className="font-semibold break-words">{idea.title}</h3>
            {mine.length === 0 ? (
              <NothingFits words={searchInstead.find((s) => s.ideaId === idea.id)?.words ?? []} />
            ) : (
              <ul className="flex flex-col gap-2">
                {mine.map((s) => (
                  <DatasetSuggestionItem
                    key={attachKey(s)}
                    suggestion={s}
                    attached={attached.has(attachKey(s))}
                    attaching={attaching.has(attachKey(s))}
                    onAttach={() => attach(s)}
                    gate={gate}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
    </>
  );
}

/** An idea nothing fits well enough: what to search the catalogue for instead, each word a search. */
function NothingFits({ words }: { words: readonly string[] }) {
  return (
    <p className="text-sm text-fg-muted">
      No dataset in the catalogue fits this idea yet.
      {words.length > 0 && (
        <>
          {' '}
          Search the catalogue for{' '}
          {words.map((word, i) => (
            <span key={word}>
              {i > 0 && (i === words.length - 1 ? ' or ' : ', ')}
              <Link to={`/datasets?q=${encodeURIComponent(word)}`} className="underline">
                {word}
              </Link>
            </span>
          ))}
          , or upload your own data.
        </>
      )}
    </p>
  );
}

/** Which suggestions have been attached (or are being) while the dialog is open. */
function useAttachSuggestion() {
  const toast = useToast();
  const mutation = useAttachIdeaDataset();
  const [attached, setAttached] = useState<ReadonlySet<string>>(new Set());
  const [attaching, setAttaching] = useState<ReadonlySet<string>>(new Set());
  const [failure, setFailure] = useState<string>();
  const mark = (set: typeof setAttached, key: string, on: boolean) =>
    set((all) => {
      const next = new Set(all);
      if (on) next.add(key);
      else next.delete(key);
      return next;
    });
  const attach = (s: DatasetSuggestion) => {
    const key = attachKey(s);
    mark(setAttaching, key, true);
    setFailure(undefined);
    mutation.mutate(
      { ideaId: s.ideaId, datasetId: s.dataset.id, relevanceScore: s.relevanceScore, reason: s.reason },
      {
        onSuccess: () => mark(setAttached, key, true),
        // Inline too: toasts wait behind an open dialog until it closes.
        onError: (err) => {
          setFailure(getErrorMessage(err));
          toast.error(ATTACH_FAILED, getErrorMessage(err));
        },
        onSettled: () => mark(setAttaching, key, false),
      },
    );
  };
  return { attached, attaching, attach, failure };
}
