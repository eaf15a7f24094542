import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useConvertIdeas } from '../../api/queries/conversion';
import { ideaKeys, setIdeaStatus } from '../../api/queries/ideas';
import type { ConversionResult, Idea } from '../../api/types';
import { ideaStatusAllows } from '../../machines/idea-status.machine';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { COMPARE_MAX, COMPARE_MIN } from './idea-compare-dialog';
import { IdeaPreviewDialog } from './idea-preview-dialog';
import { SuggestDatasetsButton } from './suggest-datasets-button';
import type { IdeaSelection } from './use-idea-selection';

// Acting on the ticked ideas at once. Each idea moves on its own: one the lifecycle refuses is
// left as it is and named, the others still move (docs/product.md, "Conversion").

/** The idea-status machine's event for each move a bulk action makes. */
const MOVE_EVENT = { selected: 'idea.select', archived: 'idea.archive' } as const;

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface IdeaBulkActionsProps {
  selection: IdeaSelection;
  onConverting: (ids: ReadonlySet<string>) => void;
  /** Opens the side-by-side view of what is ticked. */
  onCompare: () => void;
}

export function IdeaBulkActions({ selection, onConverting, onCompare }: IdeaBulkActionsProps) {
  const { chosen, clear } = selection;
  const { move, moving } = useBulkMove(selection);
  const { convertChosen, convert } = useBulkConvert(selection, onConverting);
  const [archiving, setArchiving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  if (chosen.length === 0) return null;
  const any = (move: 'idea.select' | 'idea.convert' | 'idea.archive') =>
    chosen.some((idea) => ideaStatusAllows(idea.status, move));

  const busy = moving || convert.isPending;
  return (
    <div
      role="toolbar"
      aria-label="Actions on selected ideas"
      className="flex flex-wrap items-center gap-2 rounded-ui border border-accent/40 bg-accent-soft px-3 py-2"
    >
      <p role="status" className="mr-2 text-sm font-medium">
        {plural(chosen.length, 'idea')} selected
      </p>
      <Button size="sm" disabled={busy || !any('idea.select')} onClick={() => void move('selected', 'selected')}>
        Select for conversion
      </Button>
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setPreviewing(true)}>
        Preview workflow
      </Button>
      <Button
        size="sm"
        variant="secondary"
        disabled={chosen.length < COMPARE_MIN || chosen.length > COMPARE_MAX}
        title={`Tick ${COMPARE_MIN} to ${COMPARE_MAX} ideas to compare them`}
        onClick={onCompare}
      >
        Compare ideas
      </Button>
      <SuggestDatasetsButton ideas={chosen} />
      <Button size="sm" disabled={busy || !any('idea.convert')} loading={convert.isPending} onClick={convertChosen}>
        Convert to experiments
      </Button>
      <Button size="sm" variant="secondary" disabled={busy || !any('idea.archive')} onClick={() => setArchiving(true)}>
        Archive
      </Button>
      <Button size="sm" variant="ghost" disabled={busy} onClick={clear}>
        Clear selection
      </Button>
      <ConfirmDialog
        open={archiving}
        title={`Archive ${plural(chosen.length, 'idea')}?`}
        message="An archived idea cannot change status again."
        confirmLabel="Archive ideas"
        onConfirm={() => {
          setArchiving(false);
          void move('archived', 'archived');
        }}
        onCancel={() => setArchiving(false)}
      />
      <IdeaPreviewDialog open={previewing} ideas={chosen} onClose={() => setPreviewing(false)} />
    </div>
  );
}

/** Moves every ticked idea the lifecycle lets move; names how many could not. */
function useBulkMove({ chosen, clear }: IdeaSelection) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);
  async function move(to: keyof typeof MOVE_EVENT, done: string) {
    setMoving(true);
    const movable = chosen.filter((idea) => ideaStatusAllows(idea.status, MOVE_EVENT[to]));
    const outcomes = await Promise.allSettled(movable.map((idea) => setIdeaStatus(idea.id, to)));
    setMoving(false);
    await queryClient.invalidateQueries({ queryKey: ideaKeys.all });
    const failed = outcomes.filter((o) => o.status === 'rejected').length + chosen.length - movable.length;
    if (failed === 0) toast.success(`${plural(movable.length, 'idea')} ${done}`);
    else
      toast.error(`${plural(failed, 'idea')} could not be ${done}`, `Only ideas whose status allows it move to ${to}.`);
    clear();
  }
  return { move, moving };
}

/** Converts the ticked ideas in one call; each carries the converting flag until it answers. */
function useBulkConvert({ chosen, clear }: IdeaSelection, onConverting: (ids: ReadonlySet<string>) => void) {
  const toast = useToast();
  const convert = useConvertIdeas();
  function convertChosen() {
    const ids = chosen.map((idea) => idea.id);
    onConverting(new Set(ids));
    convert.mutate(
      { ideaIds: ids },
      {
        onSuccess: (results) => reportConversion(results, chosen, toast),
        onError: (err) => toast.error('Could not convert the ideas', getErrorMessage(err)),
        onSettled: () => {
          onConverting(new Set());
          clear();
        },
      },
    );
  }
  return { convertChosen, convert };
}

/** One toast for the whole call: how many converted, and each failure with its reason. */
function reportConversion(results: ConversionResult[], ideas: readonly Idea[], toast: ReturnType<typeof useToast>) {
  const titles = new Map(ideas.map((idea) => [idea.id, idea.title]));
  const failed = results.filter((r) => !r.success);
  const converted = results.length - failed.length;
  if (failed.length === 0) {
    toast.success(`${plural(converted, 'idea')} converted`, 'Each is now an experiment with its workflow.');
    return;
  }
  const reasons = failed.map((r) => `${titles.get(r.ideaId) ?? r.ideaId}: ${r.error ?? 'not converted'}`).join('\n');
  toast.error(`${plural(converted, 'idea')} converted, ${failed.length} failed`, reasons);
}
