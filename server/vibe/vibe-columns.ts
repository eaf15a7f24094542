import { z } from 'zod';
import { readJsonColumn } from '../db/corrupt-row';
import type { vibeSessions } from '../db/schema/vibe';
import type { ProjectPlan, VibeActivity, VibeChangedFile, VibeCheck, VibePullRequest, VibeRemote } from './vibe-types';

// The JSON columns of vibe_sessions, parsed with their schema where they are read
// (server/db/corrupt-row.ts): a damaged row is a CorruptRowError, never a silent cast.

export type VibeSessionRow = typeof vibeSessions.$inferSelect;

export const activitySchema: z.ZodType<VibeActivity> = z.object({
  at: z.string(),
  kind: z.enum(['status', 'plan', 'file', 'tests', 'checks', 'fix', 'commit', 'push', 'pull_request', 'error']),
  message: z.string(),
  path: z.string().optional(),
});

export const checkSchema: z.ZodType<VibeCheck> = z.object({
  name: z.string(),
  status: z.enum(['passed', 'failed', 'skipped']),
  summary: z.string(),
  output: z.string(),
});

export const changedFileSchema: z.ZodType<VibeChangedFile> = z.object({
  path: z.string(),
  change: z.enum(['added', 'modified', 'deleted']),
  additions: z.number().int(),
  deletions: z.number().int(),
  language: z.string(),
});

export const pullRequestSchema: z.ZodType<VibePullRequest> = z.object({
  title: z.string(),
  description: z.string(),
  state: z.enum(['draft', 'ready']),
  commits: z.array(z.object({ sha: z.string(), message: z.string() })),
  url: z.string().nullable(),
});

export const remoteSchema: z.ZodType<VibeRemote> = z.object({
  configured: z.boolean(),
  pushed: z.boolean(),
  url: z.string().nullable(),
  error: z.string().nullable(),
});

export const planSchema: z.ZodType<ProjectPlan> = z.object({
  language: z.string(),
  summary: z.string(),
  files: z.array(
    z.object({
      path: z.string(),
      kind: z.enum(['plan', 'readme', 'code', 'data', 'test', 'deps', 'entry', 'config']),
      purpose: z.string(),
    }),
  ),
});

/** Before anything was published, or with no remote at all. */
export const NO_REMOTE: VibeRemote = { configured: false, pushed: false, url: null, error: null };

const where = (row: VibeSessionRow, column: string) => ({ table: 'vibe_sessions', id: row.id, column });

export const activitiesOf = (row: VibeSessionRow) =>
  readJsonColumn(z.array(activitySchema), row.activities, where(row, 'activities'));
export const checksOf = (row: VibeSessionRow) => readJsonColumn(z.array(checkSchema), row.checks, where(row, 'checks'));
export const filesOf = (row: VibeSessionRow) =>
  readJsonColumn(z.array(changedFileSchema), row.files, where(row, 'files'));
export const pullRequestOf = (row: VibeSessionRow) =>
  readJsonColumn(pullRequestSchema.nullable(), row.pullRequest ?? null, where(row, 'pull_request'));
export const remoteOf = (row: VibeSessionRow) =>
  readJsonColumn(remoteSchema.nullable(), row.remote ?? null, where(row, 'remote')) ?? NO_REMOTE;
export const planOf = (row: VibeSessionRow) =>
  readJsonColumn(planSchema.nullable(), row.plan ?? null, where(row, 'plan'));
