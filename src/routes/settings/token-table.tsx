import type { AccessToken } from '../../api/queries/tokens';
import { Badge } from '../../ui/components/badge';
import { Button } from '../../ui/components/button';
import { DataTable, type DataColumn } from '../../ui/components/data-table';
import { formatDate } from '../../ui/format/format-date';
import { maskedToken, scopeWords, tokenState } from './token-format';

const CELL = 'whitespace-nowrap';

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

function columns(onRevoke: (token: AccessToken) => void): DataColumn<AccessToken>[] {
  return [
    { id: 'name', header: 'Name', rowHeader: true, className: 'max-w-xs break-words', cell: (t) => t.name },
    { id: 'token', header: 'Token', className: `${CELL} font-mono`, cell: maskedToken },
    { id: 'scopes', header: 'Access', className: CELL, cell: (t) => scopeWords(t.scopes) },
    {
      id: 'created',
      header: 'Created',
      card: 'hidden',
      className: `${CELL} text-fg-muted`,
      cell: (t) => <When iso={t.createdAt} />,
    },
    { id: 'expires', header: 'Expires', className: `${CELL} text-fg-muted`, cell: (t) => <When iso={t.expiresAt} /> },
    {
      id: 'used',
      header: 'Last used',
      card: 'hidden',
      className: `${CELL} text-fg-muted`,
      cell: (t) => (t.lastUsedAt ? <When iso={t.lastUsedAt} /> : 'Never used'),
    },
    { id: 'status', header: 'Status', className: CELL, cell: (t) => <TokenStatus token={t} /> },
    {
      id: 'actions',
      header: 'Actions',
      card: 'action',
      className: CELL,
      cell: (t) =>
        !t.revokedAt && (
          <Button size="sm" variant="secondary" aria-label={`Revoke ${t.name}`} onClick={() => onRevoke(t)}>
            Revoke
          </Button>
        ),
    },
  ];
}

/** Every token, newest first, never its secret; revoked and expired ones stay listed. */
export function TokenTable({ tokens, onRevoke }: { tokens: AccessToken[]; onRevoke: (token: AccessToken) => void }) {
  return (
    <DataTable
      rows={tokens}
      columns={columns(onRevoke)}
      caption="Access tokens"
      getRowKey={(t) => t.id}
      regionClassName="bg-surface"
    />
  );
}
