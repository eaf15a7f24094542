import type { VibeChangedFile } from '../vibe-types';
import { gitIn, type RepoRef } from './repo-git';

// What the pull request changes: base branch to feature branch, file by file, with the numbers
// and the language a viewer highlights it in.

const LANGUAGES: Record<string, string> = {
  py: 'python',
  js: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  ts: 'typescript',
  md: 'markdown',
  json: 'json',
  toml: 'toml',
  yml: 'yaml',
  yaml: 'yaml',
  cfg: 'ini',
  ini: 'ini',
  sh: 'bash',
  r: 'r',
  jl: 'julia',
  csv: 'csv',
  html: 'html',
  css: 'css',
  sql: 'sql',
};

export function languageOf(path: string): string {
  const name = path.split('/').pop() ?? path;
  const ext = name.includes('.') ? name.split('.').pop()!.toLowerCase() : '';
  return LANGUAGES[ext] ?? 'text';
}

const CHANGES: Record<string, VibeChangedFile['change']> = { A: 'added', M: 'modified', D: 'deleted' };

export async function changedFiles(ref: RepoRef, signal?: AbortSignal): Promise<VibeChangedFile[]> {
  const range = `${ref.baseBranch}..${ref.featureBranch}`;
  const [numstat, nameStatus] = await Promise.all([
    gitIn(ref.dir, ['diff', '--numstat', '--no-renames', '-z', range], signal),
    gitIn(ref.dir, ['diff', '--name-status', '--no-renames', '-z', range], signal),
  ]);
  const counts = new Map<string, { additions: number; deletions: number }>();
  for (const entry of numstat.split('\0').filter(Boolean)) {
    const [added, deleted, path] = entry.split('\t');
    // A binary file counts as '-': no lines to count.
    counts.set(path, { additions: Number(added) || 0, deletions: Number(deleted) || 0 });
  }
  const fields = nameStatus.split('\0').filter(Boolean);
  const files: VibeChangedFile[] = [];
  for (let i = 0; i + 1 < fields.length; i += 2) {
    const path = fields[i + 1];
    const { additions, deletions } = counts.get(path) ?? { additions: 0, deletions: 0 };
    files.push({ path, change: CHANGES[fields[i][0]] ?? 'modified', additions, deletions, language: languageOf(path) });
  }
  return files;
}

/** The unified diff of one file, base branch to feature branch. */
export function fileDiff(ref: RepoRef, path: string): Promise<string> {
  return gitIn(ref.dir, [
    'diff',
    '--no-color',
    '--no-ext-diff',
    '--no-renames',
    `${ref.baseBranch}..${ref.featureBranch}`,
    '--',
    path,
  ]);
}
