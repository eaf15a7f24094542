import { useMemo } from 'react';
import {
  planSummary,
  STATE_PATHS_HEADING,
  toJson,
  toMarkdown,
  TRANSITION_PATHS_HEADING,
} from '../../machines/model/format';
import { testPlanOf } from '../../machines/model/plan';
import type { MachineEvents, TestPath, TestPlan } from '../../machines/model/types';
import type { MachineEntry } from '../../machines/registry';
import { Alert } from '../../ui/components/alert';
import { Button } from '../../ui/components/button';
import { downloadFile } from '../../ui/download-file';

// The machine's test plan, from the same generator the model-based tests run: numbered steps a
// tester can follow, and the plan exported for a test-management tool. Its events come from the
// machine's events file (src/machines/<name>.events.ts).

const eventFiles = import.meta.glob<MachineEvents>('../../machines/*.events.ts', { eager: true });

/** The events file beside 'auth.machine.ts' ('auth.events.ts'), if there is one. */
export function eventsFor(file: string): MachineEvents | undefined {
  return eventFiles[`../../machines/${file.replace(/\.machine\.ts$/, '.events.ts')}`];
}

function PathSteps({ path }: { path: TestPath }) {
  return (
    <li className="flex flex-col gap-1 rounded-ui border border-border bg-surface p-3">
      <h4 className="text-sm font-semibold">{path.title}</h4>
      {path.given && <p className="text-xs text-fg-muted">Given {path.given}.</p>}
      <ol className="ml-5 list-decimal text-sm">
        {path.steps.map((step, i) => (
          <li key={i} className="break-words">
            {step.description} → <code className="text-fg-muted">{step.expected}</code>
          </li>
        ))}
      </ol>
    </li>
  );
}

function PathSection({ plan, kind, heading }: { plan: TestPlan; kind: TestPath['kind']; heading: string }) {
  const id = `plan-${kind}-paths`;
  const paths = plan.paths.filter((path) => path.kind === kind);
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2">
      <h3 id={id} className="text-sm font-semibold">
        {heading} <span className="font-normal text-fg-muted">({paths.length})</span>
      </h3>
      <ul className="grid gap-2 md:grid-cols-2">
        {paths.map((path) => (
          <PathSteps key={`${path.title} ${path.given ?? ''}`} path={path} />
        ))}
      </ul>
    </section>
  );
}

function exportPlan(plan: TestPlan, format: 'json' | 'markdown') {
  const json = format === 'json';
  downloadFile({
    fileName: `${plan.machineId}-test-plan.${json ? 'json' : 'md'}`,
    mimeType: json ? 'application/json' : 'text/markdown;charset=utf-8',
    content: json ? toJson(plan) : toMarkdown(plan),
  });
}

function PlanView({ plan }: { plan: TestPlan }) {
  return (
    <div className="flex flex-col gap-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm" aria-live="polite">
          {planSummary(plan)}
        </p>
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => exportPlan(plan, 'json')}>
            Export JSON
          </Button>
          <Button variant="secondary" size="sm" onClick={() => exportPlan(plan, 'markdown')}>
            Export Markdown
          </Button>
        </div>
      </div>
      {plan.uncovered.length > 0 && (
        <Alert title="Transitions no path takes">
          <ul className="list-disc pl-5">
            {plan.uncovered.map((id) => (
              <li key={id} className="break-words">
                <code>{id}</code>
              </li>
            ))}
          </ul>
        </Alert>
      )}
      <PathSection plan={plan} kind="state" heading={STATE_PATHS_HEADING} />
      <PathSection plan={plan} kind="transition" heading={TRANSITION_PATHS_HEADING} />
    </div>
  );
}

export function TestPlans({ entry }: { entry: MachineEntry }) {
  const model = eventsFor(entry.file);
  const plan = useMemo(
    () => model && testPlanOf(entry.machine, model.events, { variants: model.variants, stateKey: model.stateKey }),
    [entry.machine, model],
  );
  if (!plan)
    return (
      <p className="text-sm text-fg-muted">
        No test plan yet: its events come from{' '}
        <code>src/machines/{entry.file.replace(/\.machine\.ts$/, '.events.ts')}</code>, which does not exist.
      </p>
    );
  return <PlanView plan={plan} />;
}
