import type { DatasetSummary } from '../../api/queries/datasets';
import { Badge } from '../../ui/components/badge';

/** Where an upload's profile stands: being made, ready, or failed. */
export function ProfileStatusBadge({ status }: { status: DatasetSummary['profileStatus'] }) {
  if (status === 'pending') return <Badge tone="accent">Profiling…</Badge>;
  if (status === 'failed') return <Badge tone="warning">Profile failed</Badge>;
  if (status === 'ready') return <Badge tone="success">Profiled</Badge>;
  return null;
}
