import type { ExperimentStatus } from '../../api/types';
import { EXPERIMENT_STATUS_LABELS } from '../../domain/experiment-lifecycle';
import { Badge, type BadgeTone } from '../../ui/components/badge';

const TONE: Record<ExperimentStatus, BadgeTone> = {
  planned: 'neutral',
  running: 'accent',
  completed: 'success',
  abandoned: 'warning',
};

export function ExperimentStatusBadge({ status }: { status: ExperimentStatus }) {
  return <Badge tone={TONE[status]}>{EXPERIMENT_STATUS_LABELS[status]}</Badge>;
}
