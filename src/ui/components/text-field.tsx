import { useId, type InputHTMLAttributes, type ReactNode, type Ref, type TextareaHTMLAttributes } from 'react';
import { cx } from './cx';

const CONTROL =
  'w-full rounded-ui border bg-surface px-3 text-sm text-fg placeholder:text-fg-muted/70 disabled:opacity-60';

interface FieldChrome {
  label: string;
  /** Shown under the control and linked to it; marks the control invalid. */
  error?: string;
  hint?: ReactNode;
  /** Shows '(optional)' beside the label. */
  optional?: boolean;
}

// Wires label, hint and error to the control by id, so they are announced with it.
function useFieldIds(id?: string) {
  const auto = useId();
  const controlId = id ?? auto;
  return { controlId, hintId: `${controlId}-hint`, errorId: `${controlId}-error` };
}

function Chrome({
  label,
  error,
  hint,
  optional,
  controlId,
  hintId,
  errorId,
  children,
}: FieldChrome & ReturnType<typeof useFieldIds> & { children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={controlId} className="text-sm font-medium">
        {label}
        {optional && <span className="ml-1 font-normal text-fg-muted">(optional)</span>}
      </label>
      {children}
      {hint && !error && (
        <p id={hintId} className="text-xs text-fg-muted">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </div>
  );
}

function describedBy(props: FieldChrome, ids: ReturnType<typeof useFieldIds>) {
  if (props.error) return ids.errorId;
  return props.hint ? ids.hintId : undefined;
}

export type TextFieldProps = FieldChrome & Omit<InputHTMLAttributes<HTMLInputElement>, 'children'>;

export function TextField({ label, error, hint, optional, id, className, ...rest }: TextFieldProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, hint, optional }} {...ids}>
      <input
        id={ids.controlId}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ label, error, hint }, ids)}
        className={cx(CONTROL, 'h-10', error ? 'border-danger' : 'border-border', className)}
        {...rest}
      />
    </Chrome>
  );
}

export type TextAreaProps = FieldChrome &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'children'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextArea({ label, error, hint, optional, id, className, rows = 4, ...rest }: TextAreaProps) {
  const ids = useFieldIds(id);
  return (
    <Chrome {...{ label, error, hint, optional }} {...ids}>
      <textarea
        id={ids.controlId}
        rows={rows}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy({ label, error, hint }, ids)}
        className={cx(CONTROL, 'resize-y py-2', error ? 'border-danger' : 'border-border', className)}
        {...rest}
      />
    </Chrome>
  );
}
