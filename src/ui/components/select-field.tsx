import { useId, type SelectHTMLAttributes } from 'react';

interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children'> {
  label: string;
  options: ReadonlyArray<{ value: string; label: string }>;
}

/** A labelled native select, styled like TextField. */
export function SelectField({ label, options, id, className, ...rest }: SelectFieldProps) {
  const auto = useId();
  const controlId = id ?? auto;
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={controlId}
        className={`h-10 rounded-ui border border-border bg-surface px-2 text-sm text-fg ${className ?? ''}`}
        {...rest}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
