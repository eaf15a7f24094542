import { useState } from 'react';
import { getErrorMessage } from '../../../api/errors';
import { useSetPrimaryMetric } from '../../../api/queries/runs';
import type { Experiment } from '../../../api/types';
import { defaultMetricDirection } from '../../../domain/metric-direction';
import type { MetricDirection } from '../../../domain/run-lifecycle';
import { Alert } from '../../../ui/components/alert';
import { Button } from '../../../ui/components/button';
import { SelectField } from '../../../ui/components/select-field';
import { useToast } from '../../../ui/toast/toast-provider';
import { DIRECTION_LABELS } from './run-format';
import { refusedProps, RoleNote, useRoleGate } from '../../shared/role-gate';

const DIRECTIONS = (['maximize', 'minimize'] as const).map((value) => ({ value, label: DIRECTION_LABELS[value] }));

/** The metric the runs are judged by, and which way is better: a planned metric or one the runs logged. */
export function PrimaryMetricControl({ experiment, loggedKeys }: { experiment: Experiment; loggedKeys: string[] }) {
  const set = useSetPrimaryMetric();
  // Setting it changes the experiment (updateExperimentStatus): an edit.
  const gate = useRoleGate('edit');
  const toast = useToast();
  const current = experiment.primaryMetric;
  const [name, setName] = useState(current?.name ?? '');
  const [direction, setDirection] = useState<MetricDirection>(current?.direction ?? 'maximize');
  // A new answer (this save, another tab's) resets the choice to what the server holds.
  const [held, setHeld] = useState(current);
  if (held !== current) {
    setHeld(current);
    setName(current?.name ?? '');
    setDirection(current?.direction ?? 'maximize');
  }
  const names = [...new Set([...experiment.metrics.map((m) => m.name), ...loggedKeys])];
  if (names.length === 0) return null;
  const unchanged = !name || (current?.name === name && current.direction === direction);
  const choose = (next: string) => {
    setName(next);
    // A planned metric keeps its declared direction; a logged key gets the one its name implies.
    const planned = experiment.metrics.find((m) => m.name === next);
    setDirection(planned ? planned.direction : defaultMetricDirection(next));
  };
  return (
    <form
      aria-label="Primary metric"
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        set.mutate(
          { id: experiment.id, primaryMetric: { name, direction } },
          { onSuccess: () => toast.success('Primary metric set') },
        );
      }}
    >
      <SelectField
        label="Primary metric"
        value={name}
        onChange={(e) => choose(e.target.value)}
        options={[
          ...(name ? [] : [{ value: '', label: 'Choose a metric' }]),
          ...names.map((n) => ({ value: n, label: n })),
        ]}
      />
      <SelectField
        label="Better when"
        value={direction}
        onChange={(e) => setDirection(e.target.value as MetricDirection)}
        options={DIRECTIONS}
      />
      <Button type="submit" variant="secondary" disabled={unchanged} loading={set.isPending} {...refusedProps(gate)}>
        Set primary metric
      </Button>
      <RoleNote gate={gate} className="w-full max-w-none" />
      {set.error != null && (
        <Alert title="The primary metric did not change" className="w-full">
          {getErrorMessage(set.error)}
        </Alert>
      )}
    </form>
  );
}
