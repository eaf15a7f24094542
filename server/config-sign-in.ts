import { isIP } from 'node:net';
import { read, readInt, type Env } from './config-env';

// The sign-in limits and whom to believe about a client's address (docs/product.md "Sign-in limits").

/** false: the connection's address is the client; true: every hop is trusted; n: the nearest n hops; or these addresses and CIDRs. */
export type TrustProxy = boolean | number | readonly string[];

export function readSignInLimits(env: Env) {
  return {
    // AUTH_RATE_LIMIT_MAX per AUTH_RATE_LIMIT_WINDOW_SECONDS per client address, on each of the
    // sign-in and refresh calls.
    rateLimit: {
      max: readInt(env, 'AUTH_RATE_LIMIT_MAX', 20, 1, 1_000_000),
      windowMs: readInt(env, 'AUTH_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400) * 1000,
    },
    // AUTH_ACCOUNT_RATE_LIMIT_MAX per AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS sign-ins per account
    // (its e-mail), whatever the address.
    accountRateLimit: {
      max: readInt(env, 'AUTH_ACCOUNT_RATE_LIMIT_MAX', 10, 1, 1_000_000),
      windowMs: readInt(env, 'AUTH_ACCOUNT_RATE_LIMIT_WINDOW_SECONDS', 300, 1, 86_400) * 1000,
    },
  };
}

const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

/**
 * TRUST_PROXY as Fastify's trustProxy: unset or 'false', no proxy is trusted (the connection's
 * address is the client); 'true', every hop; a number, the nearest that many hops; else
 * comma-separated addresses, CIDRs or the names loopback, linklocal and uniquelocal.
 */
export function readTrustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || raw.toLowerCase() === 'false') return false;
  if (raw.toLowerCase() === 'true') return true;
  if (/^\d+$/.test(raw)) return readInt(env, 'TRUST_PROXY', 0, 1, 100);
  const entries = raw.split(',').map((entry) => entry.trim());
  const wrong = entries.find((entry) => !PROXY_RANGE_NAMES.has(entry) && !isAddressOrCidr(entry));
  if (wrong !== undefined) {
    throw new Error(
      `TRUST_PROXY must be true, false, a hop count, or comma-separated addresses and CIDRs, got '${wrong}'`,
    );
  }
  return entries;
}

function isAddressOrCidr(entry: string): boolean {
  const [address, bits, extra] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || extra !== undefined) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (version === 4 ? 32 : 128);
}
