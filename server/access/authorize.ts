import {
  insufficientRoleMessage,
  roleAllows,
  type WorkspaceAction,
  type WorkspaceRole,
} from '../../src/domain/workspace-roles';
import type { Executor } from '../db/connect';
import { HttpError, notFound } from '../http/http-error';
import { findAccess, kindOf, NOT_FOUND_OF, type Access, type AccessTarget, type TargetKind } from './targets';

// The one place a workspace permission is decided (docs/decisions/013-workspace-permissions.md):
// the caller's role on the object's workspace against the roles table. Someone who is no member
// is told the object is not found; a member whose role falls short is told who may, and what
// they are.

export const INSUFFICIENT_ROLE = 'insufficient_role';

/** The caller's role beside an object a read answers (§3). */
export type WithRole = { role: WorkspaceRole };

/**
 * The object's workspace and the caller's role, when the role allows `action`; otherwise 404 or
 * 403. Pass a transaction as `db` for a write: the membership is then held until it commits.
 */
export async function authorize(
  db: Executor,
  userId: string,
  target: AccessTarget,
  action: WorkspaceAction,
  options: { lock?: boolean } = {},
): Promise<Access> {
  const access = await findAccess(db, userId, target, options.lock ?? false);
  return permit(access, kindOf(target), action);
}

/**
 * The same decision on an object a store read found joined to the caller's membership (its
 * `role`): nothing found is the kind's 404, a role that falls short the 403.
 */
export function permit<T extends { role: WorkspaceRole }>(
  found: T | null | undefined,
  kind: TargetKind,
  action: WorkspaceAction,
): T {
  if (!found) throw notFound(NOT_FOUND_OF[kind]);
  if (!roleAllows(found.role, action)) {
    throw new HttpError(403, INSUFFICIENT_ROLE, insufficientRoleMessage(action, found.role));
  }
  return found;
}
