import { useId } from 'react';
import type { WorkspaceRole } from '../../api/queries/members';
import { insufficientRoleMessage, roleAllows, type WorkspaceAction } from '../../domain/workspace-roles';
import { Button } from '../../ui/components/button';

// A control the member's role does not allow, shown disabled with the reason beside it in the
// words the server would answer (docs/decisions/013-workspace-permissions.md, §2).

export const mayDo = (role: WorkspaceRole | undefined, action: WorkspaceAction) =>
  role === undefined || roleAllows(role, action);

export function RoleRefusedControl({
  label,
  action,
  role,
}: {
  label: string;
  action: WorkspaceAction;
  role: WorkspaceRole;
}) {
  const reason = useId();
  return (
    <span className="flex flex-col items-end gap-1">
      <Button size="sm" disabled aria-describedby={reason}>
        {label}
      </Button>
      <span id={reason} className="max-w-xs text-right text-xs text-fg-muted">
        {insufficientRoleMessage(action, role)}
      </span>
    </span>
  );
}
