import { Link } from 'react-router-dom';
import type { Run } from '../../../api/queries/runs';
import { SectionCard } from '../../../ui/components/card';

interface Step {
  kind: string;
  label: string;
  to?: string;
}

/** Where the run came from, nearest first: experiment, idea, session, goal, workspace. */
function stepsOf({ provenance: p }: Run): Step[] {
  const ws = p.workspace.id;
  return [
    { kind: 'Experiment', label: p.experiment.name, to: `/workspaces/experiments/${p.experiment.id}` },
    p.idea
      ? { kind: 'Idea', label: p.idea.title, to: `/workspaces/${ws}/ideas/${p.idea.id}` }
      : { kind: 'Idea', label: 'Deleted with its goal' },
    p.session
      ? {
          kind: 'Session',
          label: p.session.name,
          to: `/workspaces/${ws}/session/${p.session.id}`,
        }
      : { kind: 'Session', label: 'None' },
    p.goal ? { kind: 'Goal', label: p.goal.title, to: `/workspaces/${ws}/goals` } : { kind: 'Goal', label: 'None' },
    { kind: 'Workspace', label: p.workspace.name, to: `/workspaces/${ws}` },
  ];
}

export function RunProvenance({ run }: { run: Run }) {
  return (
    <SectionCard title="Provenance">
      <ol aria-label="Provenance" className="flex flex-col gap-2 text-sm sm:flex-row sm:flex-wrap sm:items-center">
        {stepsOf(run).map((step, i) => (
          <li key={step.kind} className="flex items-center gap-2">
            {i > 0 && (
              <span aria-hidden="true" className="text-fg-muted">
                ←
              </span>
            )}
            <span className="text-fg-muted">{step.kind}</span>
            {step.to ? (
              <Link to={step.to} className="font-medium text-accent-text hover:underline">
                {step.label}
              </Link>
            ) : (
              <span className="text-fg-muted">{step.label}</span>
            )}
          </li>
        ))}
      </ol>
    </SectionCard>
  );
}
