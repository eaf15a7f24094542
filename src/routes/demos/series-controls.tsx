import { useId } from 'react';
import { clampSmoothing, MAX_SMOOTHING } from '../../ui/charts/smoothing';
import { SelectField } from '../../ui/components/select-field';
import type { YScaleKind } from '../../ui/charts/chart-types';

export type XAxisKind = 'step' | 'time';

export interface SeriesControlsValue {
  smoothing: number;
  yScale: YScaleKind;
  x: XAxisKind;
}

const X_OPTIONS = [
  { value: 'step', label: 'Step' },
  { value: 'time', label: 'Wall time' },
];

/** The controls a metric chart offers: smoothing, a log y axis, steps or time on x. */
export function SeriesControls({
  value,
  onChange,
}: {
  value: SeriesControlsValue;
  onChange: (next: SeriesControlsValue) => void;
}) {
  const smoothingId = useId();
  return (
    <div className="flex flex-wrap items-end gap-x-6 gap-y-3">
      <div className="flex flex-col gap-1.5">
        <label htmlFor={smoothingId} className="text-sm font-medium">
          Smoothing
        </label>
        <div className="flex h-10 items-center gap-2">
          <input
            id={smoothingId}
            type="range"
            min={0}
            max={MAX_SMOOTHING}
            step={0.01}
            value={value.smoothing}
            onChange={(e) => onChange({ ...value, smoothing: Number(e.target.value) })}
            className="w-36 accent-accent"
          />
          {/* A number beside the slider, as TensorBoard has: for an exact weight. */}
          <input
            type="number"
            aria-label="Smoothing weight"
            min={0}
            max={MAX_SMOOTHING}
            step={0.01}
            value={value.smoothing}
            onChange={(e) => onChange({ ...value, smoothing: clampSmoothing(e.target.valueAsNumber) })}
            className="h-10 w-20 rounded-ui border border-border bg-surface px-2 text-sm text-fg tabular-nums"
          />
        </div>
      </div>
      <label className="flex h-10 items-center gap-2 text-sm">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={value.yScale === 'log'}
          onChange={(e) => onChange({ ...value, yScale: e.target.checked ? 'log' : 'linear' })}
        />
        Log scale
      </label>
      <SelectField
        label="X axis"
        options={X_OPTIONS}
        value={value.x}
        onChange={(e) => onChange({ ...value, x: e.target.value as XAxisKind })}
      />
    </div>
  );
}
