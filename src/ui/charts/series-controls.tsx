import { useId } from 'react';
import type { YScaleKind } from './chart-types';
import { clampSmoothing, MAX_SMOOTHING } from './smoothing';

export type XAxisKind = 'step' | 'time';

/** How metric series are drawn: x by step or by time, a linear or log y axis, the smoothing weight. */
export interface SeriesView {
  x: XAxisKind;
  yScale: YScaleKind;
  smoothing: number;
}

export const DEFAULT_SERIES_VIEW: SeriesView = { x: 'step', yScale: 'linear', smoothing: 0 };

const X_AXES: Array<{ value: XAxisKind; label: string }> = [
  { value: 'step', label: 'Step' },
  { value: 'time', label: 'Time' },
];

/** The axis title for a view's x: what the charts and their tables call it. */
export const xAxisLabel = (x: XAxisKind) => (x === 'step' ? 'Step' : 'Time');

/** What every metric chart offers, as TensorBoard does: x by step or wall time, a log y axis, smoothing. */
export function SeriesControls({ value, onChange }: { value: SeriesView; onChange: (next: SeriesView) => void }) {
  const smoothingId = useId();
  const smoothingTo = (weight: number) => onChange({ ...value, smoothing: clampSmoothing(weight) });
  return (
    <div className="flex flex-wrap items-center gap-x-6 gap-y-3 text-sm">
      <fieldset className="flex items-center gap-3">
        <legend className="float-left mr-2 font-medium">X axis</legend>
        {X_AXES.map((axis) => (
          <label key={axis.value} className="flex items-center gap-1.5">
            <input
              type="radio"
              name={`${smoothingId}-x`}
              className="size-4 accent-accent"
              checked={value.x === axis.value}
              onChange={() => onChange({ ...value, x: axis.value })}
            />
            {axis.label}
          </label>
        ))}
      </fieldset>
      <label className="flex items-center gap-1.5">
        <input
          type="checkbox"
          className="size-4 accent-accent"
          checked={value.yScale === 'log'}
          onChange={(e) => onChange({ ...value, yScale: e.target.checked ? 'log' : 'linear' })}
        />
        Log scale
      </label>
      {/* Wraps on the narrowest phones (320 px): the weight's box goes under the slider. */}
      <div className="flex flex-wrap items-center gap-2">
        <label htmlFor={smoothingId} className="font-medium">
          Smoothing
        </label>
        <input
          id={smoothingId}
          type="range"
          min={0}
          max={MAX_SMOOTHING}
          step={0.01}
          value={value.smoothing}
          onChange={(e) => smoothingTo(Number(e.target.value))}
          className="w-36 max-w-full accent-accent"
        />
        {/* A number beside the slider, as TensorBoard has: for an exact weight. */}
        <input
          type="number"
          aria-label="Smoothing weight"
          min={0}
          max={MAX_SMOOTHING}
          step={0.01}
          value={value.smoothing}
          onChange={(e) => smoothingTo(e.target.valueAsNumber)}
          className="h-8 w-20 rounded-ui border border-border bg-surface px-2 text-sm text-fg tabular-nums"
        />
      </div>
    </div>
  );
}
