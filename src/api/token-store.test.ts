import {
  ACCESS_TOKEN_KEY,
  REFRESH_TOKEN_KEY,
  clearTokens,
  defaultTokenStorage,
  getAccessToken,
  getRefreshToken,
  saveTokens,
  type TokenStorage,
} from './token-store';

function fakeStorage(): TokenStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => void items.set(k, v),
    removeItem: (k) => void items.delete(k),
  };
}

describe('token store', () => {
  afterEach(() => clearTokens());

  it('uses the storage keys of the spec', () => {
    expect(ACCESS_TOKEN_KEY).toBe('auth-token');
    expect(REFRESH_TOKEN_KEY).toBe('refresh-token');
    const storage = fakeStorage();
    saveTokens({ access_token: 'a', refresh_token: 'r' }, storage);
    expect(Object.fromEntries(storage.items)).toEqual({ 'auth-token': 'a', 'refresh-token': 'r' });
  });

  it('keeps the old refresh token when a refresh answer has none', () => {
    const storage = fakeStorage();
    saveTokens({ access_token: 'a1', refresh_token: 'r1' }, storage);
    saveTokens({ access_token: 'a2' }, storage);
    expect(getAccessToken(storage)).toBe('a2');
    expect(getRefreshToken(storage)).toBe('r1');
  });

  it('clears both tokens', () => {
    const storage = fakeStorage();
    saveTokens({ access_token: 'a', refresh_token: 'r' }, storage);
    clearTokens(storage);
    expect(getAccessToken(storage)).toBeNull();
    expect(getRefreshToken(storage)).toBeNull();
  });

  it('falls back to memory where localStorage does not exist (Node)', () => {
    expect(typeof globalThis.localStorage).toBe('undefined');
    saveTokens({ access_token: 'a', refresh_token: 'r' });
    expect(getAccessToken(defaultTokenStorage())).toBe('a');
    expect(getRefreshToken()).toBe('r');
  });
});
