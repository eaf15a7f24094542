import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { createAccessTokens } from './access-token';

const SECRET = 'a-test-secret-that-is-at-least-32-characters-long';
const CLAIMS = { userId: 'user-1', familyId: 'family-1' };

describe('access tokens', () => {
  it('verifies its own token for the user and sign-in it names, again and again', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const token = await tokens.sign('user-1', 'family-1');
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    expect(await tokens.verify(token)).toEqual(CLAIMS);
  });

  it('refuses a token once it has expired, even one verified before', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, 60, { now: () => clock });
    const token = await tokens.sign('user-1', 'family-1');
    expect(await tokens.verify(token)).toEqual(CLAIMS);
    clock += 61_000;
    expect(await tokens.verify(token)).toBeNull();
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses an expired token it has never seen', async () => {
    let clock = Date.now();
    const tokens = createAccessTokens(SECRET, 60, { now: () => clock });
    const token = await tokens.sign('user-1', 'family-1');
    clock += 61_000;
    expect(await tokens.verify(token)).toBeNull();
  });

  it('refuses a token signed with another key, a tampered token and garbage', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const foreign = await createAccessTokens(`${SECRET}-other`, 900).sign('user-1', 'family-1');
    expect(await tokens.verify(foreign)).toBeNull();
    const [header, , signature] = (await tokens.sign('user-1', 'family-1')).split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ sub: 'user-2', sid: 'family-1', iss: 'labforge', aud: 'labforge-api', exp: 9_999_999_999 }),
    ).toString('base64url');
    expect(await tokens.verify(`${header}.${forgedPayload}.${signature}`)).toBeNull();
    expect(await tokens.verify('not-a-token')).toBeNull();
  });

  it('refuses a correctly signed token that names no sign-in, since it could never be revoked', async () => {
    const tokens = createAccessTokens(SECRET, 900);
    const withoutSid = await new SignJWT({})
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject('user-1')
      .setIssuer('labforge')
      .setAudience('labforge-api')
      .setExpirationTime('15m')
      .sign(new TextEncoder().encode(SECRET));
    expect(await tokens.verify(withoutSid)).toBeNull();
  });

  it('refuses a token of a revoked sign-in although it verified it before, and only that sign-in', async () => {
    const revoked = new Set<string>();
    const tokens = createAccessTokens(SECRET, 900, { isRevoked: (familyId) => revoked.has(familyId) });
    const ended = await tokens.sign('user-1', 'family-1');
    const other = await tokens.sign('user-1', 'family-2');
    expect(await tokens.verify(ended)).toEqual(CLAIMS);
    revoked.add('family-1');
    expect(await tokens.verify(ended)).toBeNull();
    expect(await tokens.verify(other)).toEqual({ userId: 'user-1', familyId: 'family-2' });
    // A token of the revoked sign-in that was never verified is refused as well.
    expect(await tokens.verify(await tokens.sign('user-1', 'family-1'))).toBeNull();
  });
});
