import { insufficientRoleMessage, roleAllows, type WorkspaceAction } from '../../src/domain/workspace-roles';
import type { Executor } from '../db/connect';
import { HttpError, notFound } from '../http/http-error';
import { findAccess, kindOf, NOT_FOUND_OF, type Access, type AccessTarget } from './targets';

// The one place a workspace permission is decided (docs/decisions/013-workspace-permissions.md):
// the caller's role on the object's workspace against the roles table. Someone who is no member
// is told the object is not found; a member whose role falls short is told who may, and what
// they are.

export const INSUFFICIENT_ROLE = 'insufficient_role';

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
  if (!access) throw notFound(NOT_FOUND_OF[kindOf(target)]);
  if (!roleAllows(access.role, action)) {
    throw new HttpError(403, INSUFFICIENT_ROLE, insufficientRoleMessage(action, access.role));
  }
  return access;
}
