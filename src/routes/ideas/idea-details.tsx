import type { ReactNode } from 'react';
import type { IdeaDetails as Details } from '../../api/types';
import { feasibilityLabel } from '../../domain/scoring';
import { SectionCard } from '../../ui/components/card';
import { sentenceCase } from './idea-row';

const money = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
const percent = new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });

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
  const total = resources.reduce((sum, r) => sum + (Number.isFinite(r.cost) ? r.cost : 0), 0);
  const overall = details.feasibilityAnalysis?.overall;

  return (
    <SectionCard title="Details">
      <div className="grid gap-6 md:grid-cols-2">
        <Part title="Methodology">
          {details.methodology?.length ? <ol aria-label="Methodology" className="list-decimal space-y-1 pl-5 text-sm">{details.methodology.map((step, i) => <li key={i}>{step}</li>)}</ol> : none}
        </Part>
        <Part title="Expected outcomes">
          {details.expectedOutcomes?.length ? <ul aria-label="Expected outcomes" className="list-disc space-y-1 pl-5 text-sm">{details.expectedOutcomes.map((o, i) => <li key={i}>{o}</li>)}</ul> : none}
        </Part>
        <Part title="Resources">
          {resources.length ? (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Resources and their cost</caption>
              <thead className="text-xs text-fg-muted">
                <tr><th scope="col" className="py-1 font-medium">Resource</th><th scope="col" className="py-1 font-medium">Type</th><th scope="col" className="py-1 text-right font-medium">Cost</th></tr>
              </thead>
              <tbody className="divide-y divide-border">
                {resources.map((r, i) => (
                  <tr key={i}><th scope="row" className="py-1 font-normal">{r.name}</th><td className="py-1 text-fg-muted">{r.type}</td><td className="py-1 text-right tabular-nums">{money.format(r.cost)}</td></tr>
                ))}
              </tbody>
              <tfoot><tr><th scope="row" colSpan={2} className="py-1 font-medium">Total</th><td className="py-1 text-right font-medium tabular-nums">{money.format(total)}</td></tr></tfoot>
            </table>
          ) : none}
        </Part>
        <Part title="Risks">
          {risks.length ? (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Risks and their probability</caption>
              <thead className="text-xs text-fg-muted"><tr><th scope="col" className="py-1 font-medium">Risk</th><th scope="col" className="py-1 text-right font-medium">Probability</th></tr></thead>
              <tbody className="divide-y divide-border">
                {risks.map((r, i) => (
                  <tr key={i}><th scope="row" className="py-1 font-normal">{r.risk}</th><td className="py-1 text-right tabular-nums">{percent.format(r.probability)}</td></tr>
                ))}
              </tbody>
            </table>
          ) : none}
        </Part>
        <Part title="Timeline">
          {details.timeline?.totalDuration !== undefined ? <p className="text-sm">{details.timeline.totalDuration} days in total</p> : none}
        </Part>
        <Part title="Feasibility">
          {overall !== undefined ? <p className="text-sm">{sentenceCase(feasibilityLabel(overall))} <span className="text-fg-muted">(overall {overall.toFixed(2)})</span></p> : none}
        </Part>
      </div>
    </SectionCard>
  );
}
