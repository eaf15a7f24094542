import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import { pageToSkipLimit, toPaged } from '../../src/domain/paging';
import { VIBE_MESSAGES } from '../../src/domain/vibe-status';
import { authorize, permit } from '../access/authorize';
import type { AppContext } from '../app-context';
import { requireUser, type AuthUser } from '../auth/bearer';
import { notFound } from '../http/http-error';
import type { CodingAgentService } from '../vibe/coding-agent-service';
import { findVibeSession, ideaToCode, latestOfIdea, listVibeSessions, type Listed } from '../vibe/vibe-store';
import { toVibeSession, toVibeStatus } from '../vibe/vibe-session-view';
import type { WithRole } from '../access/authorize';
import { createdByOf, peopleOf, type People } from '../people/user-refs';
import type { HandlerMap } from './handler-types';
import { requireIdeaUuid } from './ideas';
import { cancelVibeSession } from './vibe-cancel';
import { startVibeSession } from './vibe-trigger';
import { vibeRepositoryHandlers } from './vibe-repository';

// The coding agent's operations (docs/product.md, "The coding agent"): hand an idea to it, read
// the idea's latest session in the spec's shape, list and read sessions, cancel one, and read the
// repository it made (vibe-repository.ts). Members of the idea's workspace read them, editors and
// owners start and cancel them; to anyone else the idea or session is a 404.

const view = ({ session, ideaTitle }: Listed) => toVibeSession(session, ideaTitle);
/** With the caller's role in its workspace, as a read and a list across workspaces answer it. */
const viewWithRole = (found: Listed & WithRole, people: People) => ({
  ...view(found),
  ...createdByOf(people, found.session),
  role: found.role,
});

export function vibeHandlers(ctx: AppContext, codingAgent: CodingAgentService): HandlerMap {
  const { db } = ctx;
  const owned = async (user: AuthUser, id: string) =>
    permit(await findVibeSession(db, user.id, id), 'vibeSession', 'read');
  return {
    async triggerVibe(request) {
      const user = requireUser(request);
      requireIdeaUuid(request.params.id);
      const { workspaceId } = await authorize(db, user.id, { idea: request.params.id }, 'edit');
      const idea = await ideaToCode(db, request.params.id);
      if (!idea) throw notFound(NOT_FOUND_MESSAGES.idea);
      const instructions = request.body?.customInstructions?.trim() || null;
      const started = await startVibeSession(db, codingAgent, user, idea, workspaceId, instructions, request.log);
      return toVibeStatus(view(started));
    },

    async getVibeStatus(request) {
      const user = requireUser(request);
      requireIdeaUuid(request.params.id);
      await authorize(db, user.id, { idea: request.params.id }, 'read');
      const latest = await latestOfIdea(db, request.params.id);
      if (!latest) throw notFound(VIBE_MESSAGES.noSession);
      return toVibeStatus(view(latest));
    },

    async listVibeSessions(request) {
      const userId = requireUser(request).id;
      const { page, pageSize, ...filters } = request.query;
      const { skip, limit } = pageToSkipLimit(page, pageSize);
      const { rows, total } = await listVibeSessions(db, userId, filters, skip, limit);
      const people = await peopleOf(
        db,
        rows.map((row) => row.session.userId),
      );
      return toPaged(
        rows.map((row) => viewWithRole(row, people)),
        total,
        skip,
        limit,
      );
    },

    async getVibeSession(request) {
      const found = await owned(requireUser(request), request.params.vibeSessionId);
      return viewWithRole(found, await peopleOf(db, [found.session.userId]));
    },

    async cancelVibeSession(request) {
      const cancelled = await cancelVibeSession(db, requireUser(request), request.params.vibeSessionId);
      // Committed already: a lost notification only means the job stops at its next write.
      await codingAgent
        .cancel(cancelled.session.id)
        .catch((error: unknown) => request.log.warn({ err: error }, 'could not announce a cancellation'));
      return view(cancelled);
    },

    ...vibeRepositoryHandlers(ctx, owned),
  };
}
