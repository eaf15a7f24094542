import { getErrorMessage } from '../../api/errors';
import { useDeleteWorkspace } from '../../api/queries/workspaces';
import type { Workspace } from '../../api/types';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';

interface DeleteWorkspaceDialogProps {
  /** The workspace to delete; null keeps the dialog closed. */
  workspace: Workspace | null;
  onClose: () => void;
  onDeleted?: (workspace: Workspace) => void;
}

export function DeleteWorkspaceDialog({ workspace, onClose, onDeleted }: DeleteWorkspaceDialogProps) {
  const remove = useDeleteWorkspace();
  const toast = useToast();

  async function confirm() {
    if (!workspace) return;
    try {
      await remove.mutateAsync(workspace.id);
      toast.success('Workspace deleted', workspace.name);
      onClose();
      onDeleted?.(workspace);
    } catch (err) {
      // Closed first: the modal would hide the toast from screen readers.
      onClose();
      toast.error('Could not delete the workspace', getErrorMessage(err));
    }
  }

  return (
    <ConfirmDialog
      open={workspace !== null}
      title="Delete workspace?"
      message={
        <>
          <strong className="font-semibold text-fg">{workspace?.name}</strong> will be deleted. This cannot be undone.
        </>
      }
      confirmLabel="Delete workspace"
      busy={remove.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
