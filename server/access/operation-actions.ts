import { WORKSPACE_ACTIONS, type WorkspaceAction } from '../../src/domain/workspace-roles';

// What each operation of the contract needs, as it declares in `x-labforge-action`
// (docs/decisions/013-workspace-permissions.md, "One place decides"): no sign-in, a signed-in
// caller, the caller's own things, or an action on a workspace's content that a role allows.

export const CALLER_ACTIONS = ['public', 'signed-in', 'personal'] as const;
export type OperationAction = (typeof CALLER_ACTIONS)[number] | WorkspaceAction;

export const OPERATION_ACTIONS: readonly OperationAction[] = [...CALLER_ACTIONS, ...WORKSPACE_ACTIONS];

export const isOperationAction = (value: unknown): value is OperationAction =>
  typeof value === 'string' && (OPERATION_ACTIONS as readonly string[]).includes(value);

/** The extension's name in the contract. */
export const ACTION_EXTENSION = 'x-labforge-action';
