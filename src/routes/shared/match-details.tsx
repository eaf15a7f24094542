import type { TournamentMatch } from '../../api/queries/matches';
import { readingLabel } from '../../domain/match-words';
import { SafeMarkdown } from '../../ui/components/safe-markdown';

// One match opened: each order's reading with the judge's reason, and a debate's turns before it
// (docs/product.md, "Matches"). The model wrote these texts, so they go through SafeMarkdown; a
// researcher's own reason is shown as they typed it.

export function MatchDetails({ match, id }: { match: TournamentMatch; id: string }) {
  if (match.judge === 'human') {
    return (
      <div id={id} className="flex flex-col gap-1 text-sm">
        <h4 className="font-medium">Researcher&apos;s reason</h4>
        <p className="break-words whitespace-pre-line">{match.reason || 'No reason given.'}</p>
      </div>
    );
  }
  return (
    <div id={id} className="grid grid-cols-1 gap-4 text-sm lg:grid-cols-2">
      {match.readings.map((reading) => (
        <section key={reading.order} aria-label={readingLabel(reading.order, reading.verdict)} className="min-w-0">
          <h4 className="font-medium">{readingLabel(reading.order, reading.verdict)}</h4>
          {reading.turns.length > 0 && (
            <ol aria-label="Debate turns" className="mt-2 flex flex-col gap-2">
              {reading.turns.map((turn, i) => (
                <li key={i} className="border-l-2 border-border pl-3">
                  <p className="text-xs font-medium text-fg-muted">{turn.speaker}</p>
                  <SafeMarkdown>{turn.text}</SafeMarkdown>
                </li>
              ))}
            </ol>
          )}
          <div className="mt-2">
            <p className="text-xs font-medium text-fg-muted">Judge&apos;s reason</p>
            <SafeMarkdown>{reading.reason || 'The judge gave no reason.'}</SafeMarkdown>
          </div>
        </section>
      ))}
    </div>
  );
}
