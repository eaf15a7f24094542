import { createContext, useContext, useId, type ReactNode } from 'react';
import type { WorkspaceRole } from '../../api/queries/members';
import { insufficientRoleMessage, type WorkspaceAction } from '../../domain/workspace-roles';
import { cx } from '../../ui/components/cx';
import { mayDo } from './role-refused-control';

// What the reader's role allows on a page (docs/decisions/013-workspace-permissions.md, §2): a
// page names the role once, and each control below asks for the action its operation's
// `x-labforge-action` names. A refused control stays in place, disabled and described by the
// server's own words (docs/product.md, "What a viewer sees").

const RoleContext = createContext<WorkspaceRole | undefined>(undefined);

/** The reader's role in the workspace the page shows; undefined offers everything. */
export function WorkspaceRoleProvider({ role, children }: { role: WorkspaceRole | undefined; children: ReactNode }) {
  return <RoleContext.Provider value={role}>{children}</RoleContext.Provider>;
}

export type RoleGate =
  { allowed: true; reason?: undefined; reasonId?: undefined } | { allowed: false; reason: string; reasonId: string };

/** Whether the reader may do `action`, and if not, the 403's words with an id to point at. */
export function useRoleGate(action: WorkspaceAction, role?: WorkspaceRole): RoleGate {
  const fromPage = useContext(RoleContext);
  const reasonId = useId();
  const reader = role ?? fromPage;
  if (mayDo(reader, action)) return { allowed: true };
  return { allowed: false, reason: insufficientRoleMessage(action, reader as WorkspaceRole), reasonId };
}

/** What a refused control carries: disabled, described by the reason (and titled with it for a pointer). */
export function refusedProps(gate: RoleGate) {
  if (gate.allowed) return {};
  return { disabled: true, 'aria-describedby': gate.reasonId, title: gate.reason } as const;
}

/** The reason, once beside the controls it refuses; nothing when they are allowed. */
export function RoleNote({ gate, className }: { gate: RoleGate; className?: string }) {
  if (gate.allowed) return null;
  return (
    // A span, so it may sit inside a paragraph as well as beside a toolbar.
    <span id={gate.reasonId} className={cx('block max-w-xs text-xs text-fg-muted', className)}>
      {gate.reason}
    </span>
  );
}
