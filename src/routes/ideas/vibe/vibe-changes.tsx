import { useState } from 'react';
import type { VibeChangedFile, VibeSession } from '../../../api/queries/vibe';
import { VibeDiffPanel } from './vibe-diff-panel';
import { VibeFileTree } from './vibe-file-tree';

// What a reader opens first: the entry point, else the largest code file. Prose and plain text
// say less about what was built.
const ENTRY_POINT = /(^|\/)(main|index|__main__)\.[a-z]+$/;
function firstFileToRead(files: VibeChangedFile[]): VibeChangedFile | null {
  const code = files.filter((f) => f.language !== 'markdown' && f.language !== 'text');
  const largest = [...code].sort((a, b) => b.additions - a.additions)[0];
  return code.find((f) => ENTRY_POINT.test(f.path)) ?? largest ?? files[0] ?? null;
}

/** The files the session changed, and the diff of the one chosen (at first, the entry point). */
export function VibeChanges({ session }: { session: VibeSession }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const file = session.files.find((f) => f.path === chosen) ?? firstFileToRead(session.files);
  const additions = session.files.reduce((sum, f) => sum + f.additions, 0);
  const deletions = session.files.reduce((sum, f) => sum + f.deletions, 0);
  return (
    <section className="flex flex-col gap-3">
      <h3 className="text-base font-semibold">Changed files</h3>
      <p className="text-sm text-fg-muted">
        {session.files.length} {session.files.length === 1 ? 'file' : 'files'}, +{additions} −{deletions} on{' '}
        <code className="break-all">{session.featureBranch}</code> against <code>{session.baseBranch}</code>
      </p>
      <div className="flex flex-col gap-4 lg:flex-row lg:items-start">
        <div className="lg:w-72 lg:shrink-0">
          <VibeFileTree files={session.files} selected={file?.path ?? null} onSelect={(f) => setChosen(f.path)} />
        </div>
        {file ? (
          <VibeDiffPanel session={session} file={file} />
        ) : (
          <p className="flex-1 text-sm text-fg-muted">Choose a file to see its diff.</p>
        )}
      </div>
    </section>
  );
}
