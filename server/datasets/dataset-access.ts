import { or, sql, type SQL } from 'drizzle-orm';
import { roleAllows, WORKSPACE_ROLES, type WorkspaceAction } from '../../src/domain/workspace-roles';
import { sessions } from '../db/schema/coscientist';
import { datasets, ideaDatasets } from '../db/schema/datasets';
import { ideas } from '../db/schema/ideas';
import { workspaceMembers } from '../db/schema/members';
import { visibleTo } from './dataset-query';

// Who may read or attach a dataset (docs/decisions/013-workspace-permissions.md, "Personal stays
// owner-only"): an upload is personal, but it reaches a workspace by being attached to one of its
// ideas. Reading it is allowed for a catalogue entry, for one's own upload, and for the members of
// a workspace where it is attached; attaching it again, for its uploader and for an editor of such
// a workspace. Changing or deleting it stays its uploader's alone (visibleTo, dataset-edit.ts).

const rolesAllowed = (action: WorkspaceAction) => WORKSPACE_ROLES.filter((role) => roleAllows(role, action));

/** The dataset is attached to an idea of a workspace where the caller's role allows `action`. */
function attachedWhereAllowed(userId: string, action: WorkspaceAction): SQL {
  const roles = sql.join(
    rolesAllowed(action).map((role) => sql`${role}`),
    sql`, `,
  );
  return sql`EXISTS (
    SELECT 1 FROM ${ideaDatasets}
    JOIN ${ideas} ON ${ideas.id} = ${ideaDatasets.ideaId}
    JOIN ${sessions} ON ${sessions.id} = ${ideas.sessionId}
    JOIN ${workspaceMembers} ON ${workspaceMembers.workspaceId} = ${sessions.workspaceId}
      AND ${workspaceMembers.userId} = ${userId}
    WHERE ${ideaDatasets.datasetId} = ${datasets.id} AND ${workspaceMembers.role} IN (${roles}))`;
}

/** Datasets the caller may read: getDataset and downloadFile. */
export const readableBy = (userId: string): SQL => or(visibleTo(userId), attachedWhereAllowed(userId, 'read')) as SQL;

/** Datasets the caller may attach to an idea they may edit. */
export const attachableBy = (userId: string): SQL => or(visibleTo(userId), attachedWhereAllowed(userId, 'edit')) as SQL;
