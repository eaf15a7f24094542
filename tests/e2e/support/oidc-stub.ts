// A loopback OpenID provider for the end-to-end Google sign-in journey: it publishes a JWKS and
// mints RS256 ID tokens the way Google does, so the server's real verification path is exercised.
import { createServer } from 'node:http';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';

const port = Number(process.env.OIDC_STUB_PORT ?? 4175);
const issuer = `http://127.0.0.1:${port}`;
const audience = process.env.OIDC_STUB_AUDIENCE ?? 'labforge-e2e-client';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'e2e-key', alg: 'RS256', use: 'sig' };

async function mint(email: string, name: string): Promise<string> {
  return new SignJWT({ email, email_verified: true, name, picture: null })
    .setProtectedHeader({ alg: 'RS256', kid: 'e2e-key' })
    .setIssuer(issuer)
    .setAudience(audience)
    .setSubject(`sub-${email}`)
    .setIssuedAt()
    .setExpirationTime('10m')
    .sign(privateKey);
}

createServer((req, res) => {
  const url = new URL(req.url ?? '/', issuer);
  if (url.pathname === '/jwks') {
    res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ keys: [jwk] }));
  } else if (url.pathname === '/mint') {
    const email = url.searchParams.get('email') ?? 'ada@example.org';
    mint(email, url.searchParams.get('name') ?? 'Ada Lovelace').then((token) =>
      res.writeHead(200, { 'content-type': 'text/plain' }).end(token),
    );
  } else {
    res.writeHead(url.pathname === '/health' ? 200 : 404).end();
  }
}).listen(port, '127.0.0.1', () => console.log(`OIDC stub on ${issuer}`));
