import { createReadStream, type ReadStream } from 'node:fs';
import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gitIn, type RepoRef } from './repo-git';

// The repository to download: a git bundle of every branch (clone it), or the feature branch's
// files as a tar.gz. Either is written to a temporary file, streamed, and removed once sent.

export type ExportFormat = 'bundle' | 'tar.gz';

export interface Exported {
  stream: ReadStream;
  bytes: number;
}

export async function exportRepository(ref: RepoRef, format: ExportFormat, name: string): Promise<Exported> {
  const dir = await mkdtemp(join(tmpdir(), 'labforge-vibe-export-'));
  const file = join(dir, `${name}.${format}`);
  try {
    if (format === 'bundle') await gitIn(ref.dir, ['bundle', 'create', '--quiet', file, '--all']);
    else await gitIn(ref.dir, ['archive', '--format=tar.gz', `--prefix=${name}/`, '-o', file, ref.featureBranch]);
    const { size } = await stat(file);
    const stream = createReadStream(file);
    stream.on('close', () => void rm(dir, { recursive: true, force: true }));
    return { stream, bytes: size };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}
