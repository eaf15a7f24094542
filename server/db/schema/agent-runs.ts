import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { createdAt } from './columns';

// One row per piece of work an agent did (a Co-Scientist step, a dataset suggestion, a coding
// session, an assistant answer): the agents gallery measures calls, tokens, failures and latency
// from these (docs/architecture.md, "Agents").

export const agentRuns = pgTable(
  'agent_runs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** An AgentId of the contract: supervisor, generation, …, coding-agent, research-assistant. */
    agent: text('agent').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    durationMs: integer('duration_ms').notNull(),
    /** Model calls; 0 for the offline engine. */
    calls: integer('calls').notNull().default(0),
    tokens: integer('tokens').notNull().default(0),
    ok: boolean('ok').notNull(),
    error: text('error'),
    /** What the run worked on, for the gallery's links: session, idea, vibe_session, assistant_session. */
    subjectKind: text('subject_kind', { enum: ['session', 'idea', 'vibe_session', 'assistant_session'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    subjectLabel: text('subject_label').notNull(),
    /** The Co-Scientist session an idea belongs to, so its link can be built. */
    sessionId: uuid('session_id'),
    createdAt: createdAt(),
  },
  (t) => [index('agent_runs_user_agent_started_idx').on(t.userId, t.agent, t.startedAt.desc())],
);
