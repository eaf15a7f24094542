import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';

describe('access tokens', () => {
  it('verifies its own token for the user it names, again and again', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, 60, () => clock);
    const token = await tokens.sign('user-1');
    expect(await tokens.verify(token)).toBe('user-1');
    clock += 61_000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses an expired token it has never seen', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, 60, () => clock);
    const token = await tokens.sign('user-1');
    clock += 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, a tampered token and garbage', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const foreign = await createAccessTokens(`${SECRET}-other`, 900).sign('user-1');
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, , signature] = (await tokens.sign('user-1')).split('.');
    const forgedPayload = Buffer.from(JSON.stringify({ sub: 'user-2', iss: 'labforge', aud: 'labforge-api', exp: 9_999_999_999 })).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });
});
