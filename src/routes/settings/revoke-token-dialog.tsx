import { getErrorMessage } from '../../api/errors';
import { useRevokeAccessToken, type AccessToken } from '../../api/queries/tokens';
import { ConfirmDialog } from '../../ui/components/dialog';
import { useToast } from '../../ui/toast/toast-provider';
import { maskedToken } from './token-format';

interface RevokeTokenDialogProps {
  /** The token being asked about; null keeps the dialog closed. */
  token: AccessToken | null;
  onClose: () => void;
  /** The server's words when revoking failed (shown on the page: a modal hides the rest from screen readers). */
  onFailed: (message: string) => void;
}

export function RevokeTokenDialog({ token, onClose, onFailed }: RevokeTokenDialogProps) {
  const revoke = useRevokeAccessToken();
  const toast = useToast();
  const confirm = () => {
    if (!token) return;
    revoke.mutate(token.id, {
      onSuccess: () => toast.success('Token revoked', token.name),
      onError: (err) => onFailed(getErrorMessage(err)),
      onSettled: onClose,
    });
  };
  return (
    <ConfirmDialog
      open={token !== null}
      title="Revoke this token?"
      message={
        token &&
        `Scripts using ${token.name} (${maskedToken(token)}) will be refused from now on. This cannot be undone.`
      }
      confirmLabel="Revoke token"
      busy={revoke.isPending}
      onConfirm={confirm}
      onCancel={onClose}
    />
  );
}
