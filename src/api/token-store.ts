// Session tokens live in browser storage under 'auth-token' and 'refresh-token'. The bearer token is
// read from here on every request, so nothing else should cache it.
export const ACCESS_TOKEN_KEY = 'auth-token';
export const REFRESH_TOKEN_KEY = 'refresh-token';

export interface TokenPair {
  access_token: string;
  refresh_token?: string | null;
}

/** The subset of the Web Storage API the store needs; tests and Node pass their own. */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

function createMemoryStorage(): TokenStorage {
  const items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

// Node (the unit test project) has no localStorage, and a browser may refuse access to it
// (privacy modes throw SecurityError): both fall back to memory for the page's lifetime.
const memoryStorage = createMemoryStorage();

export function defaultTokenStorage(): TokenStorage {
  try {
    if (typeof globalThis.localStorage !== 'undefined' && globalThis.localStorage) return globalThis.localStorage;
  } catch {
    // fall through to memory
  }
  return memoryStorage;
}

export function getAccessToken(storage: TokenStorage = defaultTokenStorage()): string | null {
  return storage.getItem(ACCESS_TOKEN_KEY) || null;
}

export function getRefreshToken(storage: TokenStorage = defaultTokenStorage()): string | null {
  return storage.getItem(REFRESH_TOKEN_KEY) || null;
}

/** Saves a new access token; a refresh answer without a refresh token keeps the old one. */
export function saveTokens(tokens: TokenPair, storage: TokenStorage = defaultTokenStorage()): void {
  storage.setItem(ACCESS_TOKEN_KEY, tokens.access_token);
  if (tokens.refresh_token) storage.setItem(REFRESH_TOKEN_KEY, tokens.refresh_token);
}

export function clearTokens(storage: TokenStorage = defaultTokenStorage()): void {
  storage.removeItem(ACCESS_TOKEN_KEY);
  storage.removeItem(REFRESH_TOKEN_KEY);
}
