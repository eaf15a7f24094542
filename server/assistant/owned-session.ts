import { NOT_FOUND_MESSAGES } from '../../src/domain/messages';
import type { Executor } from '../db/connect';
import { notFound } from '../http/http-error';
import { findSession } from './assistant-store';

/** The caller's assistant session, or the catalogue's 404: another user's is not found either. */
export async function ownedSession(db: Executor, userId: string, id: string) {
  const row = await findSession(db, userId, id);
  if (!row) throw notFound(NOT_FOUND_MESSAGES.assistantSession);
  return row;
}
