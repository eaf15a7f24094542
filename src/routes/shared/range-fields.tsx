import { useId } from 'react';
import type { Range } from '../../domain/idea-filters';

interface RangeFieldsProps {
  /** What the range is of, in words: 'Elo rating', 'novelty'. */
  name: string;
  bounds: Range;
  step: number;
  value: Range;
  onChange: (range: Range) => void;
}

const INPUT = 'h-9 w-full min-w-0 rounded-ui border border-border bg-surface px-2 text-sm text-fg tabular-nums';

const read = (raw: string, fallback: number) => {
  const n = Number(raw);
  return raw.trim() === '' || !Number.isFinite(n) ? fallback : n;
};

/** 'from … to …' under the range's name; each field is named in full ('Minimum novelty'). An emptied field falls back to its bound. */
export function RangeFields({ name, bounds, step, value, onChange }: RangeFieldsProps) {
  const id = useId();
  const [min, max] = bounds;
  const field = (which: 0 | 1) => (
    <>
      <label htmlFor={`${id}-${which}`} className="sr-only">
        {`${which === 0 ? 'Minimum' : 'Maximum'} ${name}`}
      </label>
      <input
        id={`${id}-${which}`}
        type="number"
        inputMode="decimal"
        min={min}
        max={max}
        step={step}
        value={value[which]}
        className={INPUT}
        onChange={(e) =>
          onChange(which === 0 ? [read(e.target.value, min), value[1]] : [value[0], read(e.target.value, max)])
        }
      />
    </>
  );
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium">{name.charAt(0).toUpperCase() + name.slice(1)}</legend>
      <div className="flex items-center gap-2">
        {field(0)}
        <span aria-hidden="true" className="text-xs text-fg-muted">
          to
        </span>
        {field(1)}
      </div>
    </fieldset>
  );
}
