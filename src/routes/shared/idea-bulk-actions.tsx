import { useState } from 'react';

import { planBulkMove, type BulkMove } from '../../domain/idea-bulk-moves';
import { Button } from '../../ui/components/button';
import { ConfirmDialog } from '../../ui/components/dialog';
import { COMPARE_MAX, COMPARE_MIN } from './idea-compare-dialog';
import { IdeaPreviewDialog } from './idea-preview-dialog';
import { refusedProps, RoleNote, useRoleGate, type RoleGate } from './role-gate';
import { SuggestDatasetsButton } from './suggest-datasets-button';
import type { IdeaSelection } from './use-idea-selection';
import { useBulkConvert, useBulkMove } from './use-bulk-moves';

// The ticks are the selection; the bar offers the moves their statuses allow (the lifecycle
// table), each idea moving on its own (docs/product.md, "Acting on selected ideas").

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

interface IdeaBulkActionsProps {
  selection: IdeaSelection;
  workspaceId: string;
  onConverting: (ids: ReadonlySet<string>) => void;
  /** Opens the side-by-side view of what is ticked. */
  onCompare: () => void;
}

export function IdeaBulkActions({ selection, workspaceId, onConverting, onCompare }: IdeaBulkActionsProps) {
  const { chosen, clear } = selection;
  const { move, moving } = useBulkMove(chosen);
  const { convertChosen, convert } = useBulkConvert(chosen, workspaceId, onConverting);
  const [archiving, setArchiving] = useState(false);
  const [previewing, setPreviewing] = useState(false);
  // Moves and conversion are edits (selectIdea, convertIdeas); previewing, comparing and
  // suggesting datasets only read, so a viewer keeps them.
  const gate = useRoleGate('edit');
  if (chosen.length === 0) return null;
  const busy = moving || convert.isPending;
  const offer = (kind: BulkMove, label: string, onClick: () => void, variant?: 'secondary') => (
    <MoveButton
      {...{ kind, label, onClick, variant, chosen, gate }}
      disabled={busy}
      loading={kind === 'convert' && convert.isPending}
    />
  );
  return (
    <div
      role="toolbar"
      aria-label="Actions on selected ideas"
      className="flex flex-wrap items-center gap-2 rounded-ui border border-accent/40 bg-accent-soft px-3 py-2"
    >
      <p role="status" className="mr-2 text-sm font-medium">
        {plural(chosen.length, 'idea')} selected
      </p>
      {offer('select', 'Select for conversion', () => void move('select'))}
      {offer('unselect', 'Unselect', () => void move('unselect'), 'secondary')}
      {offer('convert', 'Convert to experiments', convertChosen)}
      <Button size="sm" variant="secondary" disabled={busy} onClick={() => setPreviewing(true)}>
        Preview workflow
      </Button>
      <CompareButton count={chosen.length} onCompare={onCompare} />
      <SuggestDatasetsButton ideas={chosen} />
      {offer('archive', 'Archive', () => setArchiving(true), 'secondary')}
      {offer('unarchive', 'Unarchive', () => void move('unarchive'), 'secondary')}
      <Button size="sm" variant="ghost" disabled={busy} onClick={clear}>
        Clear selection
      </Button>
      <RoleNote gate={gate} className="basis-full" />
      <ConfirmDialog
        open={archiving}
        title={`Archive ${plural(chosen.length, 'idea')}?`}
        message="Archived ideas leave the actionable list; Unarchive brings each back to where it was."
        confirmLabel="Archive ideas"
        onConfirm={() => {
          setArchiving(false);
          void move('archive');
        }}
        onCancel={() => setArchiving(false)}
      />
      <IdeaPreviewDialog open={previewing} ideas={chosen} onClose={() => setPreviewing(false)} />
    </div>
  );
}

/** Opens the side-by-side view: reading, so every member may. */
function CompareButton({ count, onCompare }: { count: number; onCompare: () => void }) {
  return (
    <Button
      size="sm"
      variant="secondary"
      disabled={count < COMPARE_MIN || count > COMPARE_MAX}
      title={`Tick ${COMPARE_MIN} to ${COMPARE_MAX} ideas to compare them`}
      onClick={onCompare}
    >
      Compare ideas
    </Button>
  );
}

interface MoveButtonProps {
  kind: BulkMove;
  label: string;
  chosen: IdeaSelection['chosen'];
  onClick: () => void;
  variant?: 'secondary';
  disabled: boolean;
  loading: boolean;
  gate: RoleGate;
}

/** A move is offered when one ticked idea can make it; its title names those that cannot, and why. */
function MoveButton({ kind, label, chosen, onClick, variant, disabled, loading, gate }: MoveButtonProps) {
  const { movable, notes } = planBulkMove(chosen, kind);
  if (movable.length === 0) return null;
  return (
    <Button
      size="sm"
      variant={variant}
      disabled={disabled}
      loading={loading}
      title={notes.join('\n') || undefined}
      onClick={onClick}
      {...refusedProps(gate)}
    >
      {label}
    </Button>
  );
}
