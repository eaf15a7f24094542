import { useQuery } from '@tanstack/react-query';
import { configQueryOptions } from '../../api/queries/config';
import { Badge } from '../../ui/components/badge';

export const OFFLINE_ENGINE_LABEL = 'Offline engine';

/**
 * Which engine wrote what is on screen (docs/product.md: the offline engine is labelled wherever its
 * output shows). 'model' names the configured model when the config says which; 'manual' is a
 * workflow drawn in the graph editor.
 */
export function EngineLabel({ engine }: { engine?: 'offline' | 'model' | 'manual' | null }) {
  const config = useQuery(configQueryOptions());
  if (!engine) return null;
  if (engine === 'manual') return <Badge className="border border-border">Made by hand</Badge>;
  if (engine === 'offline') {
    return (
      <Badge
        title="Written by the built-in offline engine: deterministic, no model server."
        className="border border-border"
      >
        {OFFLINE_ENGINE_LABEL}
      </Badge>
    );
  }
  const model = config.data?.model;
  return <Badge tone="accent">{model && !model.offline ? model.label : 'Model engine'}</Badge>;
}
