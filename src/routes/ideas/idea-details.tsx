import type { ReactNode } from 'react';
import type { IdeaDetails as Details } from '../../api/types';
import { feasibilityLabel } from '../../domain/scoring';
import { SectionCard } from '../../ui/components/card';
import { sentenceCase } from '../shared/idea-row';
import { ResourcesTable, RisksTable } from './idea-detail-tables';

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-sm font-semibold">{title}</h3>
      {children}
    </section>
  );
}

const none = <p className="text-sm text-fg-muted">Not given.</p>;

/** Methodology, expected outcomes, resources with cost, timeline, risks and overall feasibility. */
export function IdeaDetails({ details = {} }: { details?: Details }) {
  const resources = details.resources ?? [];
  const risks = details.risks ?? [];
  const overall = details.feasibilityAnalysis?.overall;

  return (
    <SectionCard title="Details">
      <div className="grid grid-cols-1 gap-6 md:grid-cols-2">
        <Part title="Methodology">
          {details.methodology?.length ? (
            <ol aria-label="Methodology" className="list-decimal space-y-1 pl-5 text-sm">
              {details.methodology.map((step, i) => (
                <li key={i}>{step}</li>
              ))}
            </ol>
          ) : (
            none
          )}
        </Part>
        <Part title="Expected outcomes">
          {details.expectedOutcomes?.length ? (
            <ul aria-label="Expected outcomes" className="list-disc space-y-1 pl-5 text-sm">
              {details.expectedOutcomes.map((o, i) => (
                <li key={i}>{o}</li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Part>
        <Part title="Resources">{resources.length ? <ResourcesTable resources={resources} /> : none}</Part>
        <Part title="Risks">{risks.length ? <RisksTable risks={risks} /> : none}</Part>
        <Part title="Timeline">
          {details.timeline?.totalDuration !== undefined ? (
            <p className="text-sm">{details.timeline.totalDuration} days in total</p>
          ) : (
            none
          )}
        </Part>
        <Part title="Feasibility">
          {overall !== undefined ? (
            <p className="text-sm">
              {sentenceCase(feasibilityLabel(overall))}{' '}
              <span className="text-fg-muted">(overall {overall.toFixed(2)})</span>
            </p>
          ) : (
            none
          )}
        </Part>
      </div>
    </SectionCard>
  );
}
