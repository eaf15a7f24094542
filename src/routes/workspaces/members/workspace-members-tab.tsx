import type { Workspace } from '../../../api/types';
import { InviteCard } from './invite-card';
import { MembersCard } from './members-card';
import { PendingInvitationsCard } from './pending-invitations-card';

/** The Members tab: who is in the workspace, and for owners, inviting and pending invitations. */
export function WorkspaceMembersTab({ workspace }: { workspace: Workspace }) {
  return (
    <div className="flex flex-col gap-6">
      <MembersCard workspace={workspace} />
      {workspace.role === 'owner' && (
        <>
          <InviteCard workspace={workspace} />
          <PendingInvitationsCard workspace={workspace} />
        </>
      )}
    </div>
  );
}
