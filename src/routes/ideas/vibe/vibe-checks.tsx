import type { VibeCheck } from '../../../api/queries/vibe';
import { Badge, type BadgeTone } from '../../../ui/components/badge';

const STATUS: Record<VibeCheck['status'], { label: string; tone: BadgeTone }> = {
  passed: { label: 'Passed', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
  skipped: { label: 'Skipped', tone: 'neutral' },
};

/** The checks run on the generated code; a failure's output is open, never hidden. */
export function VibeChecks({ checks }: { checks: readonly VibeCheck[] }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="text-base font-semibold">Checks</h3>
      <ul aria-label="Checks" className="flex flex-col gap-2">
        {checks.map((check) => (
          <li key={check.name} className="flex flex-col gap-1 rounded-ui border border-border p-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium">{check.name}</span>
              <Badge tone={STATUS[check.status].tone}>{STATUS[check.status].label}</Badge>
            </div>
            {check.summary && <p className="text-fg-muted">{check.summary}</p>}
            {check.output && (
              <details open={check.status === 'failed'}>
                <summary className="cursor-pointer text-fg-muted">Output of {check.name}</summary>
                <pre
                  tabIndex={0}
                  className="mt-1 max-h-64 overflow-auto rounded-ui bg-surface-muted p-2 font-mono text-xs whitespace-pre-wrap [overflow-wrap:anywhere]"
                >
                  {check.output}
                </pre>
              </details>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
