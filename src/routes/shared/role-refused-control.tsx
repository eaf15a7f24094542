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
  align = 'end',
}: {
  label: string;
  action: WorkspaceAction;
  role: WorkspaceRole;
  /** Where it sits: at the end of a toolbar, or in the middle of an empty state. */
  align?: 'end' | 'center';
}) {
  const reason = useId();
  const place = align === 'end' ? 'items-end text-right' : 'items-center text-center';
  return (
    <span className={`flex flex-col gap-1 ${place}`}>
      <Button size="sm" disabled aria-describedby={reason}>
        {label}
      </Button>
      <span id={reason} className="max-w-xs text-xs text-fg-muted">
        {insufficientRoleMessage(action, role)}
      </span>
    </span>
  );
}
