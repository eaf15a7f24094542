import { useState, type FormEvent } from 'react';
import { getErrorMessage } from '../../api/errors';
import { useCreateWorkspace, useUpdateWorkspace } from '../../api/queries/workspaces';
import type { Workspace } from '../../api/types';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { Modal } from '../../ui/components/dialog';
import { TextArea, TextField } from '../../ui/components/text-field';
import { useToast } from '../../ui/toast/toast-provider';
import { toCreateBody, toUpdatePatch, validateWorkspaceForm, type WorkspaceFormErrors } from './workspace-form';

interface WorkspaceFormDialogProps {
  open: boolean;
  onClose: () => void;
  /** Given: edit this workspace. Absent: create a new one. */
  workspace?: Workspace;
  onSaved?: (workspace: Workspace) => void;
}

export function WorkspaceFormDialog({ open, onClose, workspace, onSaved }: WorkspaceFormDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={workspace ? 'Edit workspace' : 'New workspace'}>
      {/* Mounted only while open, so every opening starts from the workspace's current values. */}
      {open && <WorkspaceForm workspace={workspace} onClose={onClose} onSaved={onSaved} />}
    </Modal>
  );
}

/** Creates the workspace, or saves what changed in it (nothing when nothing did), and says so. */
function useSaveWorkspace(workspace: Workspace | undefined) {
  const create = useCreateWorkspace();
  const update = useUpdateWorkspace();
  const toast = useToast();
  async function save(values: { name: string; description: string }): Promise<Workspace> {
    if (!workspace) {
      const created = await create.mutateAsync(toCreateBody(values));
      toast.success('Workspace created', created.name);
      return created;
    }
    const patch = toUpdatePatch(workspace, values);
    const saved = patch ? await update.mutateAsync({ id: workspace.id, patch }) : workspace;
    toast.success(patch ? 'Workspace updated' : 'No changes to save');
    return saved;
  }
  return { save, busy: create.isPending || update.isPending };
}

function WorkspaceForm({ workspace, onClose, onSaved }: Omit<WorkspaceFormDialogProps, 'open'>) {
  const [name, setName] = useState(workspace?.name ?? '');
  const [description, setDescription] = useState(workspace?.description ?? '');
  const [errors, setErrors] = useState<WorkspaceFormErrors>({});
  const [failure, setFailure] = useState<string>();
  const { save, busy } = useSaveWorkspace(workspace);
  const toast = useToast();
  const failureTitle = workspace ? 'Could not update the workspace' : 'Could not create the workspace';

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const values = { name, description };
    const found = validateWorkspaceForm(values);
    setErrors(found);
    setFailure(undefined);
    if (found.name || found.description) {
      event.currentTarget.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    try {
      const saved = await save(values);
      onClose();
      onSaved?.(saved);
    } catch (err) {
      // Inline as well as a toast: a modal hides everything outside it from screen readers.
      setFailure(getErrorMessage(err));
      toast.error(failureTitle, getErrorMessage(err));
    }
  }

  return (
    <form noValidate onSubmit={submit} className="flex flex-col gap-4">
      {failure && <Alert title={failureTitle}>{failure}</Alert>}
      <TextField
        label="Name"
        name="name"
        value={name}
        onChange={(e) => setName(e.target.value)}
        error={errors.name}
        required
        autoFocus
        autoComplete="off"
      />
      <TextArea
        label="Description"
        name="description"
        optional
        value={description}
        onChange={(e) => setDescription(e.target.value)}
        error={errors.description}
        hint="What this workspace is for: the question, the lab, the project."
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" loading={busy}>
          {workspace ? 'Save changes' : 'Create workspace'}
        </Button>
      </div>
    </form>
  );
}
