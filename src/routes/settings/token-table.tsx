import type { AccessToken } from '../../api/queries/tokens';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { formatDate } from '../../ui/format/format-date';
import { maskedToken, SCOPE_LABELS, tokenState } from './token-format';
import { ScrollRegion } from '../../ui/components/scroll-region';

const HEADERS = ['Name', 'Token', 'Scope', 'Created', 'Expires', 'Last used', 'Status', 'Actions'];
const CELL = 'px-4 py-3 whitespace-nowrap';

function When({ iso }: { iso: string }) {
  return <time dateTime={iso}>{formatDate(iso, true)}</time>;
}

function TokenStatus({ token }: { token: AccessToken }) {
  const state = tokenState(token);
  if (state === 'revoked')
    return (
      <Badge tone="danger">
        Revoked <When iso={token.revokedAt!} />
      </Badge>
    );
  return state === 'expired' ? <Badge>Expired</Badge> : <Badge tone="success">Active</Badge>;
}

/** Every token, newest first, never its secret; revoked and expired ones stay listed. */
export function TokenTable({ tokens, onRevoke }: { tokens: AccessToken[]; onRevoke: (token: AccessToken) => void }) {
  return (
    <ScrollRegion label="Access tokens, scrollable" className="bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Access tokens</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {tokens.map((token) => (
            <tr key={token.id}>
              <th scope="row" className="max-w-xs px-4 py-3 font-medium break-words">
                {token.name}
              </th>
              <td className={`${CELL} font-mono`}>{maskedToken(token)}</td>
              <td className={CELL}>{SCOPE_LABELS[token.scope]}</td>
              <td className={`${CELL} text-fg-muted`}>
                <When iso={token.createdAt} />
              </td>
              <td className={`${CELL} text-fg-muted`}>
                <When iso={token.expiresAt} />
              </td>
              <td className={`${CELL} text-fg-muted`}>
                {token.lastUsedAt ? <When iso={token.lastUsedAt} /> : 'Never used'}
              </td>
              <td className={CELL}>
                <TokenStatus token={token} />
              </td>
              <td className={CELL}>
                {!token.revokedAt && (
                  <Button
                    size="sm"
                    variant="secondary"
                    aria-label={`Revoke ${token.name}`}
                    onClick={() => onRevoke(token)}
                  >
                    Revoke
                  </Button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
