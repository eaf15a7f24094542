import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

// A stand-in for Google's key server on 127.0.0.1: publishes a JWKS and mints ID tokens signed
// with its key, so the real verification path runs without leaving the machine.

export interface TestIssuer {
  jwksUrl: string;
  issuer: string;
  /** Mints an ID token; claims override the defaults, `key` signs with another key. */
  mint: (claims?: JWTPayload, options?: { key?: CryptoKey; kid?: string }) => Promise<string>;
  /** A key pair the JWKS does not publish. */
  foreignKey: () => Promise<CryptoKey>;
  close: () => Promise<void>;
}

export async function startTestIssuer(audience: string, issuer = 'https://accounts.google.com'): Promise<TestIssuer> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwks = JSON.stringify({
    keys: [{ ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' }],
  });
  const server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json' }).end(jwks);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    jwksUrl: `http://127.0.0.1:${port}/certs`,
    issuer,
    mint: (claims = {}, options = {}) =>
      new SignJWT({ email: 'ada@example.org', email_verified: true, name: 'Ada Lovelace', ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: options.kid ?? 'test-key' })
        .setIssuer(typeof claims.iss === 'string' ? claims.iss : issuer)
        .setAudience(claims.aud ?? audience)
        .setSubject(claims.sub ?? '1234567890')
        .setIssuedAt(claims.iat ?? Math.floor(Date.now() / 1000))
        .setExpirationTime(claims.exp ?? '1h')
        .sign(options.key ?? privateKey),
    foreignKey: async () => (await generateKeyPair('RS256')).privateKey,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
