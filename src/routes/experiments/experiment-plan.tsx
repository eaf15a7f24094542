import type { Experiment } from '../../api/types';
import { Badge } from '../../ui/components/badge';
import { SectionCard } from '../../ui/components/card';

/** What the experiment tests, how, what it expects, by which measures, on which data. */
export function ExperimentPlan({ experiment }: { experiment: Experiment }) {
  return (
    <>
      <SectionCard title="Hypothesis">
        <p className="max-w-3xl text-sm">{experiment.hypothesis}</p>
      </SectionCard>
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
        <SectionCard title="Plan">
          <ol aria-label="Plan" className="list-decimal space-y-1 pl-5 text-sm">
            {experiment.plan.map((step, i) => (
              <li key={i}>{step}</li>
            ))}
          </ol>
        </SectionCard>
        <SectionCard title="Expected outcomes">
          {experiment.expectedOutcomes.length ? (
            <ul aria-label="Expected outcomes" className="list-disc space-y-1 pl-5 text-sm">
              {experiment.expectedOutcomes.map((o, i) => (
                <li key={i}>{o}</li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-fg-muted">Not given.</p>
          )}
        </SectionCard>
      </div>
      <MetricsCard metrics={experiment.metrics} primary={experiment.primaryMetric?.name} />
      <SectionCard title="Datasets">
        {experiment.datasets.length ? (
          <ul aria-label="Datasets" className="list-disc pl-5 text-sm">
            {experiment.datasets.map((d) => (
              <li key={d}>{d}</li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-fg-muted">No dataset chosen: the study collects its own data.</p>
        )}
      </SectionCard>
    </>
  );
}

function MetricsCard({ metrics, primary }: { metrics: Experiment['metrics']; primary?: string }) {
  return (
    <SectionCard title="Metrics">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Metrics the experiment is judged by</caption>
        <thead className="text-xs text-fg-muted">
          <tr>
            <th scope="col" className="py-1 font-medium">
              Metric
            </th>
            <th scope="col" className="py-1 font-medium">
              Better when
            </th>
            <th scope="col" className="py-1 font-medium">
              Unit
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {metrics.map((m) => (
            <tr key={m.name}>
              <th scope="row" className="py-1 font-normal">
                {m.name} {m.name === primary && <Badge tone="accent">Primary</Badge>}
              </th>
              <td className="py-1">{m.direction === 'maximize' ? 'Higher is better' : 'Lower is better'}</td>
              <td className="py-1 text-fg-muted">{m.unit}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-3 text-sm text-fg-muted">
        The plan's measures. Runs are judged by the primary metric, chosen under Runs from these or from the metrics the
        runs logged.
      </p>
    </SectionCard>
  );
}
