import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { runTransitionRefusal } from '../../src/domain/run-lifecycle';
import { RUN_MESSAGES } from '../../src/domain/run-messages';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import { permit } from '../access/authorize';
import { mutate } from '../activity/mutate';
import type { AppContext } from '../app-context';
import { requireUser, type AuthUser } from '../auth/bearer';
import { commentCounts } from '../comments/comment-store';
import type { Database, Executor } from '../db/connect';
import { HttpError, notFound } from '../http/http-error';
import { dateTimeProblem } from '../http/query-bounds';
import { artifactsOf } from '../runs/run-artifacts';
import { parseRunFilter } from '../runs/run-filter';
import type { RunSort } from '../runs/run-filter-sql';
import { listRuns } from '../runs/run-list';
import { provenanceOf } from '../runs/run-provenance';
import { noticeRunEnd } from '../notifications/work-notices';
import { followRunStart } from '../runs/run-start-experiment';
import { findRun, findRunsExperiment, lockRun, runDetails, toRunSummary, type Run } from '../runs/run-store';
import { insertRun, updateRunRow } from '../runs/run-writes';
import { createdByOf, peopleOf } from '../people/user-refs';
import type { HandlerMap, RequestBody } from './handler-types';
import type { WithRole } from '../access/authorize';
import { runArtifactHandlers } from './run-artifacts';

// An experiment's runs: list, create, read and change them (docs/product.md, "Runs and metrics").
// These accept a personal access token as well as a sign-in, so scripts can log (the contract
// names the scope each needs; token-auth.ts checks it).

/**
 * The run as a member of its workspace reads it. A personal access token reads what was logged to
 * it and nothing else: no notes, artifacts or provenance (workspace, goal, idea and session names).
 */
async function runOf(db: Executor, user: AuthUser, id: string): Promise<Run & WithRole> {
  const { run: row, role } = permit(await findRun(db, user.id, id), 'run', 'read');
  const [details, provenance] = await Promise.all([
    runDetails(db, [row.id]),
    provenanceOf(db, user.id, [row.experimentId]),
  ]);
  const summary = toRunSummary(row, details.get(row.id));
  const from = provenance.get(row.experimentId);
  if (!from) throw notFound(NOT_FOUND_MESSAGES.run);
  const people = await peopleOf(db, [row.userId]);
  const logged = {
    ...summary,
    ...createdByOf(people, row),
    metricKeys: Object.keys(summary.latestMetrics).sort(),
    role,
  };
  if (user.viaToken) return logged;
  return { ...logged, notes: row.notes, artifacts: await artifactsOf(db, row.id), provenance: from };
}

const ENDINGS = { finished: 'finished', failed: 'failed', killed: 'was killed' } as const;

async function startRun(db: Database, user: AuthUser, experimentId: string, body: RequestBody<'createRun'>) {
  const problem = body.startedAt === undefined ? undefined : dateTimeProblem(body.startedAt);
  if (problem) throw new HttpError(400, 'validation_error', RUN_MESSAGES.startedAt(problem));
  return mutate(db, user, async (tx, record) => {
    const experiment = permit(await findRunsExperiment(tx, user.id, experimentId, true), 'experiment', 'edit');
    const row = await insertRun(tx, user.id, experiment, body);
    record({
      entityType: 'run',
      entityId: row.id,
      action: 'run.created',
      message: `Started run '${row.name}' of experiment '${experiment.name}'`,
      metadata: { experimentId: experiment.id, workspaceId: experiment.workspaceId },
    });
    await followRunStart(tx, experiment, row.name, record);
    return row.id;
  });
}

async function changeRun(db: Database, user: AuthUser, runId: string, body: RequestBody<'updateRun'>) {
  await mutate(db, user, async (tx, record) => {
    const { run } = permit(await lockRun(tx, user.id, runId), 'run', 'edit');
    const refusal = body.status === undefined ? null : runTransitionRefusal(run.status, body.status);
    if (refusal) throw new HttpError(409, 'conflict', refusal);
    const updated = await updateRunRow(tx, run, body);
    const ended = updated.status !== run.status ? ENDINGS[updated.status as keyof typeof ENDINGS] : undefined;
    if (ended && (updated.status === 'finished' || updated.status === 'failed'))
      await noticeRunEnd(tx, { ...run, name: updated.name }, user, updated.status);
    record({
      entityType: 'run',
      entityId: run.id,
      action: ended ? `run.${updated.status}` : 'run.updated',
      message: ended ? `Run '${updated.name}' ${ended}` : `Updated run '${updated.name}'`,
      metadata: { experimentId: run.experimentId, from: run.status, to: updated.status },
    });
  });
}

export function runHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    ...runArtifactHandlers(ctx),
    async listRuns(request) {
      const userId = requireUser(request).id;
      const { page, pageSize, filter, sortBy, ...rest } = request.query;
      const parsed = parseRunFilter(filter ?? '');
      if (!parsed.ok) throw new HttpError(400, 'validation_error', parsed.message);
      const experiment = permit(
        await findRunsExperiment(db, userId, request.params.experimentId),
        'experiment',
        'read',
      );
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const query = { ...rest, sortBy: sortBy as RunSort | undefined, clauses: parsed.clauses };
      const { rows, total } = await listRuns(db, request.params.experimentId, query, skip, limit);
      const ids = rows.map((row) => row.id);
      const [details, people, comments] = await Promise.all([
        runDetails(db, ids),
        peopleOf(
          db,
          rows.map((row) => row.userId),
        ),
        commentCounts(db, [experiment.workspaceId], 'run', ids),
      ]);
      return {
        ...toPaged(
          rows.map((row) => ({
            ...toRunSummary(row, details.get(row.id)),
            ...createdByOf(people, row),
            commentCount: comments.get(row.id) ?? 0,
          })),
          total,
          skip,
          limit,
        ),
        role: experiment.role,
      };
    },

    async createRun(request, reply) {
      const user = requireUser(request);
      const runId = await startRun(db, user, request.params.experimentId, request.body);
      reply.code(201);
      return runOf(db, user, runId);
    },

    async getRun(request) {
      return runOf(db, requireUser(request), request.params.runId);
    },

    async updateRun(request) {
      const user = requireUser(request);
      await changeRun(db, user, request.params.runId, request.body);
      return runOf(db, user, request.params.runId);
    },
  };
}
