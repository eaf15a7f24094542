import type { RunStatus } from '../../api/queries/runs';
import { Badge, type BadgeTone } from '../../ui/components/badge';

export const RUN_STATUS_LABELS: Readonly<Record<RunStatus, string>> = {
  running: 'Running',
  finished: 'Finished',
  failed: 'Failed',
  killed: 'Killed',
};

const TONE: Record<RunStatus, BadgeTone> = {
  running: 'accent',
  finished: 'success',
  failed: 'danger',
  killed: 'warning',
};

export function RunStatusBadge({ status }: { status: RunStatus }) {
  return <Badge tone={TONE[status]}>{RUN_STATUS_LABELS[status]}</Badge>;
}
