import type { FastifyReply } from 'fastify';
import { fileSlug } from '../../src/domain/file-slug';
import type { AppContext } from '../app-context';
import { permit } from '../access/authorize';
import { requireUser } from '../auth/bearer';
import { contentDisposition } from '../files/file-names';
import { findIdea } from '../ideas/idea-store';
import { CITATION_FILES, exportCitations, type CitationFormat } from '../literature/citation-export';
import { ideaCitationWorks, ideaReferenceWorks, sessionCitationWorks } from '../literature/citation-works';
import type { StoredWork } from '../literature/work-store';
import { findSession } from '../sessions/session-store';
import type { HandlerMap } from './handler-types';

// The related work of an idea or a session, and the works an idea's own text cites, as a BibTeX,
// RIS or CSL-JSON file (docs/product.md, "Exporting citations"), for any member of its workspace. To anyone else it is
// the same 404 as a missing one; none of its works is an empty but valid file.

function sendFile(reply: FastifyReply, works: StoredWork[], format: CitationFormat, name: string) {
  const file = CITATION_FILES[format];
  reply
    .header('content-type', file.mediaType)
    .header('content-disposition', contentDisposition(`${name}.${file.extension}`))
    .header('cache-control', 'private, no-cache');
  // Bytes, not a JSON body: the contract declares the three formats' media types for this answer.
  return Buffer.from(exportCitations(works, format), 'utf8') as never;
}

export function citationExportHandlers(ctx: AppContext): HandlerMap {
  const { db } = ctx;
  return {
    async exportIdeaRelatedWork(request, reply) {
      const userId = requireUser(request).id;
      const found = permit(await findIdea(db, userId, request.params.id), 'idea', 'read');
      const works = await ideaCitationWorks(db, found.idea.id);
      const name = `related-work-${fileSlug(found.idea.title) || found.idea.id.slice(0, 8)}`;
      return sendFile(reply, works, request.query.format, name);
    },

    async exportIdeaReferences(request, reply) {
      const userId = requireUser(request).id;
      const found = permit(await findIdea(db, userId, request.params.id), 'idea', 'read');
      const works = await ideaReferenceWorks(db, found.idea.id);
      const name = `references-${fileSlug(found.idea.title) || found.idea.id.slice(0, 8)}`;
      return sendFile(reply, works, request.query.format, name);
    },

    async exportSessionRelatedWork(request, reply) {
      const userId = requireUser(request).id;
      const session = permit(await findSession(db, userId, request.params.id), 'session', 'read');
      const works = await sessionCitationWorks(db, session.id);
      return sendFile(reply, works, request.query.format, `related-work-session-${session.id.slice(0, 8)}`);
    },
  };
}
