import { readJsonColumn } from '../db/corrupt-row';
import type { sessions } from '../db/schema/coscientist';
import { researchPlanSchema, type ResearchPlan } from '../engine/types';
import { sessionConfigSchema, type SessionConfig } from './session-config';

// The session row's JSON columns, parsed (a corrupt one throws CorruptRowError). Progress is
// read in session-progress.ts, where its defaults live.

type SessionRow = typeof sessions.$inferSelect;

export const sessionConfigOf = (row: Pick<SessionRow, 'id' | 'config'>): SessionConfig =>
  readJsonColumn(sessionConfigSchema, row.config, { table: 'sessions', id: row.id, column: 'config' });

/** Null until the plan step has committed. */
export const sessionPlanOf = (row: Pick<SessionRow, 'id' | 'plan'>): ResearchPlan | null =>
  row.plan === null
    ? null
    : readJsonColumn(researchPlanSchema, row.plan, { table: 'sessions', id: row.id, column: 'plan' });
