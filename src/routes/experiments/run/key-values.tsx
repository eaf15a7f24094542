import { NO_VALUE } from '../runs/run-format';

/** Params or tags as a two-column table, in key order. */
export function KeyValues({
  caption,
  values,
  empty,
}: {
  caption: string;
  values: Record<string, string>;
  empty: string;
}) {
  const keys = Object.keys(values).sort((a, b) => a.localeCompare(b));
  if (keys.length === 0) return <p className="text-sm text-fg-muted">{empty}</p>;
  return (
    <table className="w-full text-left text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead className="text-xs text-fg-muted">
        <tr>
          <th scope="col" className="py-1 font-medium">
            Key
          </th>
          <th scope="col" className="py-1 font-medium">
            Value
          </th>
        </tr>
      </thead>
      <tbody className="divide-y divide-border">
        {keys.map((key) => (
          <tr key={key}>
            <th scope="row" className="py-1 pr-4 font-normal break-all">
              {key}
            </th>
            <td className="py-1 break-all">{values[key] || NO_VALUE}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
