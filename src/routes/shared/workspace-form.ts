import type { Workspace, WorkspaceCreate, WorkspaceUpdate } from '../../api/types';
import { WORKSPACE_DESCRIPTION_MAX, WORKSPACE_NAME_MAX } from '../../domain/contract-limits';

// The contract's limits (WorkspaceCreate), checked before the call so the message sits beside
// the field instead of arriving as a 400.

export interface WorkspaceFormValues {
  name: string;
  description: string;
}

export type WorkspaceFormErrors = Partial<Record<keyof WorkspaceFormValues, string>>;

export function validateWorkspaceForm(values: WorkspaceFormValues): WorkspaceFormErrors {
  const errors: WorkspaceFormErrors = {};
  const name = values.name.trim();
  if (!name) errors.name = 'Name is required';
  else if (name.length > WORKSPACE_NAME_MAX) errors.name = `Name must be ${WORKSPACE_NAME_MAX} characters or fewer`;
  if (values.description.trim().length > WORKSPACE_DESCRIPTION_MAX) {
    errors.description = `Description must be ${WORKSPACE_DESCRIPTION_MAX} characters or fewer`;
  }
  return errors;
}

export function toCreateBody(values: WorkspaceFormValues): WorkspaceCreate {
  const description = values.description.trim();
  return description ? { name: values.name.trim(), description } : { name: values.name.trim() };
}

/** Only what changed; null when nothing did (the contract rejects an empty patch). */
export function toUpdatePatch(workspace: Workspace, values: WorkspaceFormValues): WorkspaceUpdate | null {
  const patch: WorkspaceUpdate = {};
  const name = values.name.trim();
  const description = values.description.trim();
  if (name !== workspace.name) patch.name = name;
  if (description !== (workspace.description ?? '')) patch.description = description;
  return Object.keys(patch).length > 0 ? patch : null;
}
