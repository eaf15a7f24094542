// The assistant session id outlives a reload, so reopening the panel shows the same conversation
// (its history). The server owns the session: an id it no longer knows is simply replaced.
import { defaultTokenStorage, type TokenStorage } from './token-store';

export const ASSISTANT_SESSION_KEY = 'assistant-session-id';

export function getStoredAssistantSession(storage: TokenStorage = defaultTokenStorage()): string | null {
  return storage.getItem(ASSISTANT_SESSION_KEY) || null;
}

export function storeAssistantSession(id: string, storage: TokenStorage = defaultTokenStorage()): void {
  storage.setItem(ASSISTANT_SESSION_KEY, id);
}

export function forgetAssistantSession(storage: TokenStorage = defaultTokenStorage()): void {
  storage.removeItem(ASSISTANT_SESSION_KEY);
}
