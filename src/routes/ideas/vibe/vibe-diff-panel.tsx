// The chosen file's diff, loaded on demand, unified or side by side. It scrolls inside its own
// box, so a long or wide file never widens the page.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useId, useState } from 'react';
import { vibeFileDiffQueryOptions, type VibeChangedFile, type VibeSession } from '../../../api/queries/vibe';
import { cx } from '../../../ui/components/cx';
import { DataState } from '../../../ui/components/data-state';
import { Spinner } from '../../../ui/components/spinner';
import type { DiffLayout } from './code-diff';
import { ChangeBadge } from './vibe-file-tree';

// The diff library and its grammars load with the first diff opened, not with the idea page.
const CodeDiff = lazy(() => import('./code-diff').then((m) => ({ default: m.CodeDiff })));

const LAYOUTS: Array<[DiffLayout, string]> = [
  ['unified', 'Unified'],
  ['split', 'Split'],
];

function LayoutToggle({ layout, onChange }: { layout: DiffLayout; onChange: (layout: DiffLayout) => void }) {
  return (
    <div role="group" aria-label="Diff layout" className="inline-flex rounded-ui border border-border p-0.5">
      {LAYOUTS.map(([value, label]) => (
        <button
          key={value}
          type="button"
          aria-pressed={layout === value}
          onClick={() => onChange(value)}
          className={cx(
            'rounded-[6px] px-2.5 py-1 text-xs font-medium',
            layout === value ? 'bg-accent text-accent-fg' : 'text-fg hover:bg-surface-muted',
          )}
        >
          {label}
        </button>
      ))}
    </div>
  );
}

export function VibeDiffPanel({ session, file }: { session: VibeSession; file: VibeChangedFile }) {
  const [layout, setLayout] = useState<DiffLayout>('unified');
  const query = useQuery(vibeFileDiffQueryOptions(session, file.path));
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="flex min-w-0 flex-1 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h4 id={titleId} className="flex min-w-0 items-center gap-2 text-sm font-semibold">
          <span className="font-mono break-all">{file.path}</span>
          <ChangeBadge change={file.change} />
        </h4>
        <LayoutToggle layout={layout} onChange={setLayout} />
      </div>
      <DataState
        isLoading={query.isPending}
        loadingLabel={`Loading the diff of ${file.path}`}
        error={query.error}
        onRetry={() => query.refetch()}
      >
        {query.data && (
          <div
            role="region"
            aria-label={`Diff of ${file.path}`}
            // Focusable, so the keyboard can scroll it.
            tabIndex={0}
            className="max-h-[36rem] overflow-auto rounded-ui border border-border"
          >
            <Suspense fallback={<Spinner label={`Loading the diff of ${file.path}`} />}>
              <CodeDiff key={query.data.path} diff={query.data.diff} language={query.data.language} layout={layout} />
            </Suspense>
          </div>
        )}
      </DataState>
    </section>
  );
}
