import type { AgentRun } from '../../api/queries/agents';
import { Badge } from '../../ui/components/badge';
import { formatDate } from '../../ui/format/format-date';
import { formatDuration } from './agent-usage';
import { RunSubject } from './run-subject';
import { ScrollRegion } from '../../ui/components/scroll-region';
import { lazily } from '../../domain/lazily';

const count = lazily(() => new Intl.NumberFormat('en'));
const HEADERS = ['Started', 'Worked on', 'Duration', 'Model calls', 'Tokens', 'Result'];

/** The agent's latest runs for you, newest first, each linking to what it worked on. */
export function AgentRunsTable({ runs }: { runs: AgentRun[] }) {
  if (runs.length === 0) return <p className="text-sm text-fg-muted">This agent has not run for you yet.</p>;
  return (
    <ScrollRegion label="Recent runs, scrollable">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Recent runs</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {HEADERS.map((h) => (
              <th key={h} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {runs.map((run) => (
            <tr key={run.id}>
              <td className="px-3 py-2 whitespace-nowrap text-fg-muted">
                <time dateTime={run.startedAt}>{formatDate(run.startedAt, true)}</time>
              </td>
              <th scope="row" className="min-w-48 px-3 py-2 font-normal">
                <RunSubject subject={run.subject} />
              </th>
              <td className="px-3 py-2 whitespace-nowrap tabular-nums">{formatDuration(run.durationMs)}</td>
              <td className="px-3 py-2 tabular-nums">{count().format(run.calls)}</td>
              <td className="px-3 py-2 tabular-nums">{count().format(run.tokens)}</td>
              <td className="min-w-40 px-3 py-2">
                <Badge tone={run.ok ? 'success' : 'danger'}>{run.ok ? 'Succeeded' : 'Failed'}</Badge>
                {run.error && <p className="mt-1 text-xs break-words text-danger-text">{run.error}</p>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
