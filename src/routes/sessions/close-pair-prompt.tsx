import { useState } from 'react';
import type { HumanVerdict } from '../../api/queries/researcher-judgement';
import type { Idea } from '../../api/types';
import { leastSurePair } from '../../domain/least-sure-pair';
import { SectionCard } from '../../ui/components/card';
import { PairVerdictForm, verdictText } from '../shared/pair-verdict-form';

// The session page's prompt (docs/product.md, "Your verdicts"): the pair the tournament is least
// sure about, for the researcher to judge. Once judged, the ranking moves and the next pair shows.

export function ClosePairPrompt({ sessionId, ideas }: { sessionId: string; ideas: readonly Idea[] }) {
  const pair = leastSurePair(ideas);
  const [last, setLast] = useState<HumanVerdict | null>(null);
  if (!pair) return null;
  return (
    <SectionCard title="Which is stronger?">
      <p className="mb-3 text-sm text-fg-muted">
        The tournament is least sure about these two: their ratings’ intervals overlap most. Your verdict settles it
        faster than more agent matches.
      </p>
      {last && (
        <p role="status" className="mb-3 text-sm text-success">
          {verdictText(last)}
        </p>
      )}
      <PairVerdictForm
        key={`${pair[0].id}|${pair[1].id}`}
        sessionId={sessionId}
        pair={pair}
        label="Judge the closest pair"
        onRecorded={setLast}
      />
    </SectionCard>
  );
}
