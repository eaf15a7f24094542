import type { DatasetProfile } from '../../api/queries/datasets';
import { ScrollRegion } from '../../ui/components/scroll-region';

export const SAMPLE_ROWS_SHOWN = 20;

const cell = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** The file's first rows as they were read, so the reader sees real values beside the summary. */
export function SampleRows({ profile }: { profile: DatasetProfile }) {
  const rows = profile.sample.slice(0, SAMPLE_ROWS_SHOWN);
  if (rows.length === 0) return null;
  const names = profile.columns.map((c) => c.name);
  return (
    <section aria-labelledby="sample-rows-heading" className="flex min-w-0 flex-col gap-3">
      <h3 id="sample-rows-heading" className="text-base font-semibold">
        Sample rows <span className="text-sm font-normal text-fg-muted">(first {rows.length})</span>
      </h3>
      <ScrollRegion label="Sample rows, scrollable" maxHeight="max-h-[28rem]">
        <table className="w-full text-left text-xs">
          <caption className="sr-only">Sample rows</caption>
          <thead className="sticky top-0 bg-surface-muted text-fg-muted">
            <tr>
              {names.map((name) => (
                <th key={name} scope="col" className="px-3 py-2 font-medium whitespace-nowrap">
                  {name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-border">
            {rows.map((row, i) => (
              <tr key={i}>
                {names.map((name) => (
                  <td key={name} className="max-w-64 truncate px-3 py-1.5 whitespace-nowrap" title={cell(row[name])}>
                    {cell(row[name])}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}
