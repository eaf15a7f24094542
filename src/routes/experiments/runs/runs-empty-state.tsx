import { useId } from 'react';
import { Link } from 'react-router-dom';
import { buttonClasses } from '../../../ui/components/button';
import { EmptyState } from '../../../ui/components/empty-state';

export const TOKENS_PATH = '/settings/tokens';

/** A run logged from a shell: create it, send a batch, end it. jq picks the run's id out. */
export function curlExample(origin: string, experimentId: string): string {
  const auth = `-H "Authorization: Bearer $LABFORGE_TOKEN" -H 'Content-Type: application/json'`;
  return [
    `export LABFORGE_URL=${origin}`,
    'export LABFORGE_TOKEN=lf_pat_...   # your access token',
    `RUN_ID=$(curl -sf -X POST "$LABFORGE_URL/v1/experiments/${experimentId}/runs" \\`,
    `  ${auth} \\`,
    `  -d '{"name": "baseline", "params": {"lr": "0.01"}}' | jq -r .id)`,
    'curl -sf -X POST "$LABFORGE_URL/v1/runs/$RUN_ID/batch" \\',
    `  ${auth} \\`,
    `  -d '{"batchId": "step-1", "metrics": [{"key": "loss", "value": 0.42, "step": 1}]}'`,
    'curl -sf -X PATCH "$LABFORGE_URL/v1/runs/$RUN_ID" \\',
    `  ${auth} \\`,
    `  -d '{"status": "finished"}'`,
  ].join('\n');
}

/** No run yet: how a script logs one, with this experiment's id filled in. */
export function RunsEmptyState({ experimentId }: { experimentId: string }) {
  const captionId = useId();
  return (
    <div className="flex flex-col gap-4">
      <EmptyState
        icon="chart"
        title="No runs yet"
        description="Create an access token in Settings › Access tokens and log runs from your script."
        action={
          <Link to={TOKENS_PATH} className={buttonClasses('secondary', 'sm')}>
            Open access tokens
          </Link>
        }
      />
      <figure aria-labelledby={captionId} className="flex min-w-0 flex-col gap-1">
        <figcaption id={captionId} className="text-sm font-medium">
          Log a run with curl
        </figcaption>
        <pre
          tabIndex={0}
          className="overflow-x-auto rounded-ui border border-border bg-surface-muted p-3 font-mono text-xs"
        >
          <code>{curlExample(window.location.origin, experimentId)}</code>
        </pre>
      </figure>
    </div>
  );
}
