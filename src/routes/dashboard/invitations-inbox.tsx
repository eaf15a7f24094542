import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import {
  myInvitationsQueryOptions,
  useAcceptInvitation,
  useDeclineInvitation,
  type MyInvitation,
} from '../../api/queries/members';
import { Button } from '../../ui/components/button';
import { SectionCard } from '../../ui/components/card';
import { useToast } from '../../ui/toast/toast-provider';
import { roleWithArticle } from '../../domain/member-messages';

/**
 * The invitations sent to the signed-in address (no mail is sent; this is where they arrive),
 * each with Accept and Decline. Nothing shows while there are none.
 */
export function InvitationsInbox() {
  const query = useQuery(myInvitationsQueryOptions());
  const items = query.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <SectionCard title="Invitations">
      <ul className="flex flex-col divide-y divide-border">
        {items.map((invitation) => (
          <InvitationRow key={invitation.id} invitation={invitation} />
        ))}
      </ul>
    </SectionCard>
  );
}

function InvitationRow({ invitation }: { invitation: MyInvitation }) {
  const accept = useAcceptInvitation();
  const decline = useDeclineInvitation();
  const toast = useToast();
  const navigate = useNavigate();
  const name = invitation.workspace.name;
  const onError = (error: unknown) => toast.error('The invitation could not be answered', getErrorMessage(error));
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 py-3">
      <p className="text-sm">
        <strong>{invitation.invitedBy.name}</strong> invited you to <strong>{name}</strong> as{' '}
        {roleWithArticle(invitation.role)}.
      </p>
      <div className="flex gap-2">
        <Button
          size="sm"
          aria-label={`Accept the invitation to ${name}`}
          loading={accept.isPending}
          disabled={decline.isPending}
          onClick={() =>
            accept.mutate(
              { invitationId: invitation.id },
              {
                onSuccess: (workspace) => {
                  toast.success(`You joined “${workspace.name}”`);
                  navigate(`/workspaces/${workspace.id}`);
                },
                onError,
              },
            )
          }
        >
          Accept
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`Decline the invitation to ${name}`}
          loading={decline.isPending}
          disabled={accept.isPending}
          onClick={() => decline.mutate(invitation.id, { onError })}
        >
          Decline
        </Button>
      </div>
    </li>
  );
}
