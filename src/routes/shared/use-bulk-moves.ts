import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { useConvertIdeas } from '../../api/queries/conversion';
import { fetchArchivedFrom } from '../../api/queries/idea-history';
import { ideaKeys, setIdeaStatus } from '../../api/queries/ideas';
import type { ConversionResult, Idea, IdeaStatus } from '../../api/types';
import { bulkMoveSummary, planBulkMove, type BulkMove } from '../../domain/idea-bulk-moves';
import { targetOf } from '../../domain/idea-lifecycle';
import { useToast } from '../../ui/toast/toast-provider';
import type { ToastLink } from '../../ui/toast/toast-item';

// The ticked ideas' moves. Each idea moves on its own; one already there is skipped and one the
// lifecycle refuses is named with why, in a plain (not red) toast. Ticks stay, so the researcher
// can go on (select, then convert). Select, unselect, archive and unarchive offer Undo.

type StatusMove = Exclude<BulkMove, 'convert'>;
const UNDO: Record<StatusMove, StatusMove> = {
  select: 'unselect',
  unselect: 'select',
  archive: 'unarchive',
  unarchive: 'archive',
};

/** Where each idea goes: the table's one target, or for unarchive where its history says it was. */
const destination = (idea: Idea, move: StatusMove): Promise<IdeaStatus> =>
  move === 'unarchive' ? fetchArchivedFrom(idea.id) : Promise.resolve(targetOf(idea.status, move)!);

export function useBulkMove(chosen: readonly Idea[]) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [moving, setMoving] = useState(false);

  /** Moves each idea to its own status (an undo knows exactly where each one was). */
  async function apply(moves: { idea: Idea; to: IdeaStatus }[]) {
    const outcomes = await Promise.allSettled(moves.map(({ idea, to }) => setIdeaStatus(idea.id, to)));
    await queryClient.invalidateQueries({ queryKey: ideaKeys.all });
    return outcomes.flatMap((o, i) => (o.status === 'fulfilled' ? [{ ...moves[i], from: moves[i].idea.status }] : []));
  }

  async function move(kind: StatusMove, ideas: readonly Idea[] = chosen) {
    setMoving(true);
    const { movable, notes } = planBulkMove(ideas, kind);
    let planned: { idea: Idea; to: IdeaStatus }[] = [];
    try {
      planned = await Promise.all(movable.map(async (idea) => ({ idea, to: await destination(idea, kind) })));
    } catch (err) {
      setMoving(false);
      toast.error('Could not change the status', getErrorMessage(err));
      return;
    }
    const done = await apply(planned);
    setMoving(false);
    if (done.length < planned.length) {
      toast.error(
        `${planned.length - done.length} of ${ideas.length} could not be changed`,
        'Reload the list and try again.',
      );
    }
    if (done.length === 0 && notes.length === 0) return;
    // The reverse move of each idea that moved, back to exactly where it was.
    const undo = async () => {
      setMoving(true);
      const back = await apply(done.map(({ idea, to, from }) => ({ idea: { ...idea, status: to }, to: from })));
      setMoving(false);
      toast.show({ title: bulkMoveSummary(back.length, done.length, UNDO[kind]), tone: 'success' });
    };
    toast.show({
      title: bulkMoveSummary(done.length, ideas.length, kind),
      description: notes.join('\n') || undefined,
      tone: notes.length === 0 ? 'success' : 'info',
      ...(done.length > 0 && { action: { label: 'Undo', onClick: () => void undo() } }),
    });
  }
  return { move, moving };
}

/** Converts the ticked selected ideas in one call; the toast leads to what each became. */
export function useBulkConvert(
  chosen: readonly Idea[],
  workspaceId: string,
  onConverting: (ids: ReadonlySet<string>) => void,
) {
  const toast = useToast();
  const navigate = useNavigate();
  const convert = useConvertIdeas();
  function convertChosen() {
    const { movable, notes } = planBulkMove(chosen, 'convert');
    if (movable.length === 0) {
      toast.show({ title: bulkMoveSummary(0, chosen.length, 'convert'), description: notes.join('\n'), tone: 'info' });
      return;
    }
    onConverting(new Set(movable.map((idea) => idea.id)));
    convert.mutate(
      { ideaIds: movable.map((idea) => idea.id) },
      {
        onSuccess: (results) => {
          const titles = new Map(chosen.map((idea) => [idea.id, idea.title]));
          const link = (href: string, label: string): ToastLink => ({ label, href, open: () => navigate(href) });
          const converted = results.filter((r) => r.success);
          const failed = results.filter((r) => !r.success);
          const links = converted.flatMap((r: ConversionResult) => [
            link(`/workspaces/experiments/${r.experimentId}`, `Experiment: ${titles.get(r.ideaId)}`),
            link(`/workspaces/${workspaceId}/workflows/${r.workflowId}/graph`, `Workflow: ${titles.get(r.ideaId)}`),
          ]);
          const reasons = failed.map((r) => `'${titles.get(r.ideaId) ?? r.ideaId}': ${r.error ?? 'not converted'}`);
          const title = bulkMoveSummary(converted.length, chosen.length, 'convert');
          toast.show({
            title: failed.length > 0 ? `${title}, ${failed.length} failed` : title,
            description: [...notes, ...reasons].join('\n') || 'Each is now an experiment with its workflow.',
            tone: failed.length > 0 ? 'error' : notes.length > 0 ? 'info' : 'success',
            links,
            // Long enough to reach a link.
            durationMs: 15_000,
          });
        },
        onError: (err) => toast.error('Could not convert the ideas', getErrorMessage(err)),
        onSettled: () => onConverting(new Set()),
      },
    );
  }
  return { convertChosen, convert };
}
