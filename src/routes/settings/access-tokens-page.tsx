import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { accessTokensQueryOptions, type AccessToken, type CreatedAccessToken } from '../../api/queries/tokens';
import { Alert } from '../../ui/components/alert';
import { DataState } from '../../ui/components/data-state';
import { EmptyState } from '../../ui/components/empty-state';
import { PageIntro } from '../../ui/components/page-header';
import { usePageTitle } from '../../ui/layout/page-title';
import { DeveloperSection } from './developer-section';
import { NewTokenPanel } from './new-token-panel';
import { NotificationPreferences } from './notification-preferences';
import { RevokeTokenDialog } from './revoke-token-dialog';
import { TokenCreateForm } from './token-create-form';
import { TokenTable } from './token-table';

/** /settings/tokens: access tokens for logging runs from scripts, and the developer tools (docs/product.md). */
export function AccessTokensPage() {
  usePageTitle('Access tokens');
  const tokens = useQuery(accessTokensQueryOptions());
  // The secret is held here and nowhere else: leaving the page forgets it.
  const [created, setCreated] = useState<CreatedAccessToken | null>(null);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [revokeFailure, setRevokeFailure] = useState<string>();
  return (
    <>
      <PageIntro description="Scripts log runs with a personal access token. A token can log runs, read them back if you allow it, and nothing else; it is shown once, when you create it." />
      {created ? (
        <NewTokenPanel token={created} onDone={() => setCreated(null)} />
      ) : (
        <TokenCreateForm onCreated={setCreated} />
      )}
      <h2 className="mb-3 text-lg font-semibold">Your tokens</h2>
      {revokeFailure && (
        <Alert title="Could not revoke the token" className="mb-4">
          {revokeFailure}
        </Alert>
      )}
      <DataState
        isLoading={tokens.isPending}
        loadingLabel="Loading access tokens"
        error={tokens.error}
        onRetry={() => tokens.refetch()}
        isEmpty={tokens.data?.length === 0}
        empty={
          <EmptyState
            icon="code"
            title="No access tokens yet"
            description="Create one above to log runs from your scripts."
          />
        }
      >
        {tokens.data && (
          <TokenTable tokens={tokens.data} onRevoke={(token) => (setRevokeFailure(undefined), setRevoking(token))} />
        )}
      </DataState>
      <RevokeTokenDialog token={revoking} onClose={() => setRevoking(null)} onFailed={setRevokeFailure} />
      <NotificationPreferences />
      <DeveloperSection />
    </>
  );
}
