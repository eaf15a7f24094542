import type { Session, SessionProgress } from '../../api/types';
import { SectionCard } from '../../ui/components/card';
import { SafeMarkdown } from '../../ui/components/safe-markdown';
import { SessionLiteratureSection } from './session-literature';
import { PlanFeedbackList, PlanOutcomesList } from './plan-feedback';

// The session's story beside its progress: the plan the engine made of the goal, the tournament
// so far, each round's meta-review (the strengths and weaknesses it fed back), what the literature
// search did and the research overview. docs/product.md, "Session page".

const percent = (x: number) => `${Math.round(x * 100)}%`;
const hasSections = (text: string) => /^#{1,6}\s/m.test(text);

/**
 * The engine's Markdown (sections, lists, links to the ideas it names) through the app's one
 * safe-Markdown policy; an older session's plain text keeps its line breaks.
 */
function EngineText({ text, headingOffset }: { text: string; headingOffset: number }) {
  return (
    <div className="text-sm [&_h3]:mt-3 [&_h4]:mt-2 [&_p]:whitespace-pre-line">
      <SafeMarkdown inAppLinks headingOffset={headingOffset}>
        {text}
      </SafeMarkdown>
    </div>
  );
}

export function SessionStory({ session, progress }: { session: Session; progress: SessionProgress | null }) {
  return (
    <>
      {session.plan && <ResearchPlan plan={session.plan} />}
      <Tournament session={session} progress={progress} />
      {(session.metaReviews?.length ?? 0) > 0 && <MetaReviews reviews={session.metaReviews!} />}
      {session.literature && <SessionLiteratureSection sessionId={session.id} literature={session.literature} />}
      {session.overview && (
        <SectionCard title="Research overview">
          <EngineText text={session.overview} headingOffset={1} />
        </SectionCard>
      )}
    </>
  );
}

function Facts({ facts }: { facts: Array<[string, string]> }) {
  return (
    <dl className="grid grid-cols-1 gap-3 text-sm sm:grid-cols-2">
      {facts.map(([term, value]) => (
        <div key={term} className="flex flex-col gap-0.5">
          <dt className="text-xs text-fg-muted">{term}</dt>
          <dd className="break-words">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

function ResearchPlan({ plan }: { plan: NonNullable<Session['plan']> }) {
  const facts: Array<[string, string]> = [
    ['Objective', plan.objective],
    ['Key terms', plan.keywords.join(', ') || 'None found'],
    ['Constraints', plan.constraints.join(' ') || 'None stated'],
    ['Preferences', plan.preferences.join(' ') || 'None stated'],
    ['Criteria', plan.criteria.map((c) => `${c.name} ${percent(c.weight)}`).join(', ')],
  ];
  return (
    <SectionCard title="Research plan">
      <Facts facts={facts} />
      {(plan.feedback?.length ?? 0) > 0 && <PlanFeedbackList feedback={plan.feedback!} />}
      {(plan.outcomes?.length ?? 0) > 0 && <PlanOutcomesList outcomes={plan.outcomes!} />}
    </SectionCard>
  );
}

function Tournament({ session, progress }: { session: Session; progress: SessionProgress | null }) {
  const metrics = session.metrics;
  const matches = progress?.counts.matches ?? 0;
  const facts: Array<[string, string]> = [
    ['Matches played', String(matches)],
    [
      'Judge agreement',
      metrics?.judgeAgreement != null
        ? `${percent(metrics.judgeAgreement)} of matches gave the same verdict in both orders`
        : 'Not measured yet',
    ],
  ];
  return (
    <SectionCard title="Tournament">
      <div className="flex flex-col gap-3">
        <Facts facts={facts} />
        {(metrics?.eloByRound.length ?? 0) > 0 && (
          <ol aria-label="Elo after each round" className="flex flex-col gap-1 text-sm">
            {metrics!.eloByRound.map((r) => (
              <li key={r.round} className="tabular-nums">
                Round {r.round}: top Elo {Math.round(r.topEloRating)}, average {Math.round(r.avgEloRating)}
              </li>
            ))}
          </ol>
        )}
      </div>
    </SectionCard>
  );
}

function MetaReviews({ reviews }: { reviews: NonNullable<Session['metaReviews']> }) {
  return (
    <SectionCard title="Meta-reviews">
      <ol aria-label="Meta-review of each round" className="flex flex-col gap-4">
        {[...reviews].reverse().map((review) => (
          <li key={review.round} className="flex flex-col gap-1 text-sm">
            <h3 className="font-medium">Round {review.round}</h3>
            <EngineText text={review.text} headingOffset={2} />
            {/* An older meta-review is one paragraph; a newer one lists its issues under a heading. */}
            {review.recurringIssues.length > 0 && !hasSections(review.text) && (
              <p className="text-fg-muted">Recurring weaknesses: {review.recurringIssues.join('; ')}</p>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
