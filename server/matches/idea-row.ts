import { eq } from 'drizzle-orm';
import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import type { Executor } from '../db/connect';
import { ideas } from '../db/schema/ideas';
import { notFound } from '../http/http-error';

/** The idea's session, once `authorize` has allowed the caller to read it. */
export async function findIdeaRow(db: Executor, id: string): Promise<{ id: string; sessionId: string }> {
  const [row] = await db.select({ id: ideas.id, sessionId: ideas.sessionId }).from(ideas).where(eq(ideas.id, id));
  if (!row) throw notFound(NOT_FOUND_MESSAGES.idea);
  return row;
}
