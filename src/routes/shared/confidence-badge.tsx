import { confidenceBand, type ConfidenceBand } from '../../domain/scoring';
import { Badge, type BadgeTone } from '../../ui/components/badge';

const TONES: Record<ConfidenceBand, BadgeTone> = {
  'very-high': 'success',
  high: 'success',
  medium: 'accent',
  low: 'warning',
  'very-low': 'neutral',
};

const bandWords = (band: ConfidenceBand) => band.charAt(0).toUpperCase() + band.slice(1).replace('-', ' ');

/** 'Very high confidence'; compact (under a Confidence heading) just 'Very high'. */
export const confidenceLabel = (band: ConfidenceBand, compact = false) =>
  compact ? bandWords(band) : `${bandWords(band)} confidence`;

/** The band in words; the value (0–1) in the tooltip. See scoring.ts for how it is computed. */
export function ConfidenceBadge({ confidence, compact = false }: { confidence: number; compact?: boolean }) {
  const band = confidenceBand(confidence);
  return (
    <Badge tone={TONES[band]} title={`Rating confidence ${confidence.toFixed(2)}`}>
      {confidenceLabel(band, compact)}
    </Badge>
  );
}
