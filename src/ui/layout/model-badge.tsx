import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../api/queries/config';
import { cx } from '../components/cx';

/** Which model answers; every screen says so when it is the offline engine (docs/product.md, "Engine label"). */
export function ModelBadge() {
  const { data } = useQuery(configQueryOptions());
  if (!data) return null;
  const { offline, label, model } = data.model;
  return (
    <span
      title={
        offline
          ? 'No model server is configured: the built-in offline engine runs the pipeline deterministically.'
          : (model ?? label)
      }
      className={cx(
        'hidden rounded-ui border px-2 py-1 text-xs font-medium whitespace-nowrap sm:inline-block',
        offline ? 'border-border bg-surface-muted text-fg-muted' : 'border-accent/30 bg-accent-soft text-accent-text',
      )}
    >
      {label}
    </span>
  );
}
