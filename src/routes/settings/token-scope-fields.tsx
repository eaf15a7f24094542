import { useId } from 'react';
import { SCOPE_CHOICES, type TokenScope } from './token-format';

/** What a new token may do: one checkbox a scope, each with its plain words; at least one. */
export function TokenScopeFields({
  value,
  onChange,
  error,
}: {
  value: readonly TokenScope[];
  onChange: (scopes: TokenScope[]) => void;
  error?: string;
}) {
  const errorId = useId();
  const toggle = (scope: TokenScope, on: boolean) =>
    onChange(SCOPE_CHOICES.map((c) => c.scope).filter((s) => (s === scope ? on : value.includes(s))));
  return (
    <fieldset className="flex flex-col gap-2" aria-describedby={error ? errorId : undefined}>
      <legend className="mb-1 text-sm font-medium">The token can</legend>
      {SCOPE_CHOICES.map((choice) => (
        <label key={choice.scope} className="flex items-start gap-2 text-sm">
          <input
            type="checkbox"
            className="mt-0.5 size-4 accent-accent"
            checked={value.includes(choice.scope)}
            onChange={(e) => toggle(choice.scope, e.target.checked)}
          />
          <span>
            <span className="font-medium">{choice.label}</span>
            <span className="text-fg-muted"> — {choice.hint}</span>
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="text-xs font-medium text-danger-text">
          {error}
        </p>
      )}
    </fieldset>
  );
}
