import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../api/queries/config';
import { cx } from '../components/cx';

/** Which model answers: its family and tier; the offline engine says so, with its tier. */
export function AssistantModelBadge() {
  const { data } = useQuery(configQueryOptions());
  if (!data) return null;
  const { offline, family, tier } = data.model;
  const label = `${offline ? 'Offline engine' : family} · ${tier}`;
  return (
    <span
      title={
        offline
          ? 'No model server is configured: the built-in offline engine answers deterministically.'
          : (data.model.model ?? label)
      }
      className={cx(
        'rounded-ui border px-1.5 py-0.5 text-[11px] font-medium whitespace-nowrap',
        offline ? 'border-border bg-surface-muted text-fg-muted' : 'border-accent/30 bg-accent-soft text-accent-text',
      )}
    >
      {label}
    </span>
  );
}
