import { Link } from 'react-router-dom';
import type { ExperimentSummary } from '../../api/types';
import { formatDate } from '../../ui/format/format-date';
import { EngineLabel } from '../shared/engine-label';
import { ExperimentStatusBadge } from '../shared/experiment-status-badge';
import { ScrollRegion } from '../../ui/components/scroll-region';

export function ExperimentTable({ experiments }: { experiments: ExperimentSummary[] }) {
  return (
    <ScrollRegion label="Experiments, scrollable" className="bg-surface">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Experiments</caption>
        <thead className="border-b border-border bg-surface-muted text-xs text-fg-muted">
          <tr>
            {['Experiment', 'Status', 'Workspace', 'Created'].map((h) => (
              <th key={h} scope="col" className="px-4 py-2.5 font-medium">
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-border">
          {experiments.map((e) => (
            <tr key={e.id}>
              <th scope="row" className="max-w-md px-4 py-3 font-medium">
                <Link to={`/workspaces/experiments/${e.id}`} className="text-accent-text hover:underline">
                  {e.name}
                </Link>
                <p className="line-clamp-2 text-xs font-normal text-fg-muted">{e.hypothesis}</p>
                <EngineLabel engine={e.engine} />
              </th>
              <td className="px-4 py-3">
                <ExperimentStatusBadge status={e.status} />
              </td>
              <td className="px-4 py-3">
                <Link to={`/workspaces/${e.workspaceId}`} className="hover:underline">
                  {e.workspaceName}
                </Link>
              </td>
              <td className="px-4 py-3 whitespace-nowrap text-fg-muted">
                <time dateTime={e.createdAt}>{formatDate(e.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
