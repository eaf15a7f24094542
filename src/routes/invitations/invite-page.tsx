import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { getErrorMessage } from '../../api/errors';
import { useAcceptInvitation } from '../../api/queries/members';
import { Alert } from '../../ui/components/alert';
import { buttonClasses } from '../../ui/components/button';
import { Card } from '../../ui/components/card';
import { Spinner } from '../../ui/components/spinner';
import { usePageTitle } from '../../ui/layout/page-title';
import { useToast } from '../../ui/toast/toast-provider';
import { roleWithArticle } from '../../domain/member-messages';

/**
 * /invite/<id>#<secret>: the secret lives in the fragment, so it never reaches a server log. The
 * page accepts once, as the signed-in user, and opens the workspace; a refusal is shown in the
 * server's words (expired, revoked, used up, already a member, another address).
 */
export function InvitePage() {
  usePageTitle('Invitation');
  const { invitationId = '' } = useParams();
  const { hash } = useLocation();
  const secret = hash.replace(/^#/, '') || undefined;
  const accept = useAcceptInvitation();
  const navigate = useNavigate();
  const toast = useToast();
  const asked = useRef(false);

  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    accept.mutate(
      { invitationId, secret },
      {
        onSuccess: (workspace) => {
          toast.success(`You joined “${workspace.name}”`, `You are ${roleWithArticle(workspace.role)} there.`);
          navigate(`/workspaces/${workspace.id}`, { replace: true });
        },
      },
    );
  }, [accept, invitationId, secret, navigate, toast]);

  return (
    <Card className="mx-auto mt-8 max-w-lg p-6">
      <h1 className="mb-4 text-xl font-semibold">Invitation to a workspace</h1>
      {accept.isError ? (
        <div className="flex flex-col gap-4">
          <Alert>{getErrorMessage(accept.error)}</Alert>
          <div>
            <Link to="/dashboard" className={buttonClasses('secondary')}>
              Go to the dashboard
            </Link>
          </div>
        </div>
      ) : (
        <p className="flex items-center gap-2 text-sm text-fg-muted" role="status">
          <Spinner size="sm" decorative /> Joining the workspace…
        </p>
      )}
    </Card>
  );
}
