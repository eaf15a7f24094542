import type { IdeaDetails } from '../../api/types';
import { lazily } from '../../domain/lazily';

// The idea page's two tables: what the idea needs, at what cost, and what could go wrong.

const money = lazily(() => new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 }));
const percent = lazily(() => new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 }));

type Resource = NonNullable<IdeaDetails['resources']>[number];
type Risk = NonNullable<IdeaDetails['risks']>[number];

export function ResourcesTable({ resources }: { resources: Resource[] }) {
  const total = resources.reduce((sum, r) => sum + (Number.isFinite(r.cost) ? r.cost : 0), 0);
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Resources and their cost</caption>
      <thead className="text-xs text-fg-muted">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Resource
          </th>
          <th scope="col" className="py-1 font-medium">
            Type
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Cost
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {resources.map((r, i) => (
          <tr key={i}>
            <th scope="row" className="py-1 font-normal">
              {r.name}
            </th>
            <td className="py-1 text-fg-muted">{r.type}</td>
            <td className="py-1 text-right tabular-nums">{money().format(r.cost)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={2} className="py-1 font-medium">
            Total
          </th>
          <td className="py-1 text-right font-medium tabular-nums">{money().format(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

export function RisksTable({ risks }: { risks: Risk[] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">Risks and their probability</caption>
      <thead className="text-xs text-fg-muted">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Risk
          </th>
          <th scope="col" className="py-1 text-right font-medium">
            Probability
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {risks.map((r, i) => (
          <tr key={i}>
            <th scope="row" className="py-1 font-normal">
              {r.risk}
            </th>
            <td className="py-1 text-right tabular-nums">{percent().format(r.probability)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
