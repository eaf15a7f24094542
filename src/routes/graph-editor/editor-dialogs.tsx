import type { GraphEditorActor, GraphEditorSnapshot } from '../../machines/graph-editor.machine';
import { Button } from '../../ui/components/button';
import { ConfirmDialog, Modal } from '../../ui/components/dialog';
import { GenerateGraphDialog } from '../../ui/graph-editor/generate-graph-dialog';
import type { useGenerateGraph } from './use-generate-graph';

// The questions the editor asks: what to do when someone saved a newer version, whether to leave
// with unsaved changes, and what to generate a graph from.

function ConflictDialog({
  open,
  onReload,
  onKeepMine,
  onCancel,
}: Record<'onReload' | 'onKeepMine' | 'onCancel', () => void> & { open: boolean }) {
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title="This workflow changed elsewhere"
      description="Someone saved a newer version while you were editing. Reload theirs (your changes are lost), or keep yours and save over it."
    >
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Decide later
        </Button>
        <Button variant="secondary" onClick={onReload}>
          Reload their version
        </Button>
        <Button onClick={onKeepMine}>Keep mine and save</Button>
      </div>
    </Modal>
  );
}

type Props = {
  actor: GraphEditorActor;
  snapshot: GraphEditorSnapshot;
  leaving: { leave: () => void; stay: () => void };
  generator: ReturnType<typeof useGenerateGraph>;
  onKeepMine: () => void;
};

export function EditorDialogs({ actor, snapshot, leaving, generator, onKeepMine }: Props) {
  return (
    <>
      <GenerateGraphDialog
        open={generator.open}
        onClose={generator.close}
        onGenerate={generator.generate}
        busy={generator.busy}
        error={generator.error}
      />
      <ConflictDialog
        open={snapshot.matches('conflict')}
        onReload={() => actor.send({ type: 'RELOAD' })}
        onKeepMine={onKeepMine}
        onCancel={() => actor.send({ type: 'CANCEL_CONFLICT' })}
      />
      <ConfirmDialog
        open={snapshot.matches('confirmingLeave')}
        title="Leave without saving?"
        message="This workflow has changes that are not saved. Leaving loses them."
        confirmLabel="Leave without saving"
        tone="danger"
        onConfirm={leaving.leave}
        onCancel={leaving.stay}
      />
    </>
  );
}
