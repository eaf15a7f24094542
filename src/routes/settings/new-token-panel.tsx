import { useQuery } from '@tanstack/react-query';
import { experimentsQueryOptions } from '../../api/queries/experiments';
import type { CreatedAccessToken } from '../../api/queries/tokens';
import { Button } from '../../ui/components/button';
import { Card } from '../../ui/components/card';
import { TextField } from '../../ui/components/text-field';
import { CopyButton } from './copy-button';
import { curlExample } from './token-format';

/**
 * The secret of a token just made, shown this once: it lives only in the page's state, so leaving
 * the page or pressing Done forgets it. The example logs a run in the newest experiment, if any.
 */
export function NewTokenPanel({ token, onDone }: { token: CreatedAccessToken; onDone: () => void }) {
  const experiments = useQuery(experimentsQueryOptions({}));
  const newest = experiments.data?.items[0];
  const command = curlExample(globalThis.location.origin, token.token, newest?.id);
  return (
    <Card className="mb-6 flex flex-col gap-4 border-accent p-4 sm:p-6">
      <div>
        <h2 className="text-lg font-semibold">Your new token: {token.name}</h2>
        <p className="mt-1 text-sm text-fg-muted">
          Copy it now and keep it somewhere safe. It will not be shown again.
        </p>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
        <div className="min-w-0 flex-1">
          <TextField
            label="New access token"
            readOnly
            autoFocus
            value={token.token}
            onFocus={(e) => e.currentTarget.select()}
            className="font-mono"
          />
        </div>
        <CopyButton text={token.token} what="token" />
      </div>
      <div className="flex flex-col gap-2">
        <h3 className="text-sm font-medium">Log a run with it</h3>
        <p className="text-sm text-fg-muted">
          {newest
            ? `This command logs a run in your newest experiment, ${newest.name}.`
            : 'Set EXPERIMENT_ID to the id at the end of an experiment’s address (/workspaces/experiments/…), then run:'}
        </p>
        <pre
          role="region"
          aria-label="Example command"
          tabIndex={0}
          className="overflow-x-auto rounded-ui border border-border bg-surface-muted p-3 font-mono text-xs"
        >
          <code>{command}</code>
        </pre>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={command} what="command" />
          <Button size="sm" onClick={onDone}>
            Done
          </Button>
        </div>
      </div>
    </Card>
  );
}
