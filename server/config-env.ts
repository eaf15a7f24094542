// Environment variables as typed settings; a bad value throws an Error naming the variable.

export type Env = Record<string, string | undefined>;

export function read(env: Env, name: string): string | undefined {
  const value = env[name]?.trim();
  return value ? value : undefined;
}

export function readUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  if (!/^https?:\/\/[^/\s]+/i.test(raw)) throw new Error(`${name} must be an http(s) URL, got '${raw}'`);
  return raw.replace(/\/+$/, '');
}

/** An http(s) URL without a trailing slash, query or fragment (a base URL to append paths to). */
export function readHttpUrl(env: Env, name: string): string | undefined {
  const raw = read(env, name);
  return raw === undefined ? undefined : httpUrl(raw, name);
}

/** `raw` as an http(s) base URL without a trailing slash; a query, fragment or other scheme throws naming `name`. */
export function httpUrl(raw: string, name: string): string {
  let url: URL | null = null;
  try {
    url = new URL(raw);
  } catch {
    // reported below
  }
  if (!url || !/^https?:$/.test(url.protocol) || url.search || url.hash) {
    throw new Error(`${name} must be an http(s) URL without a query, got '${raw}'`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readInt(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new Error(`${name} must be an integer between ${min} and ${max}, got '${raw}'`);
  }
  return value;
}

/** A finite number of at least `min`, or undefined when unset. */
export function readNumber(env: Env, name: string, min: number): number | undefined {
  const raw = read(env, name);
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min)
    throw new Error(`${name} must be a number of at least ${min}, got '${raw}'`);
  return value;
}

export function readBool(env: Env, name: string): boolean | undefined {
  const raw = read(env, name)?.toLowerCase();
  if (raw === undefined) return undefined;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got '${raw}'`);
}
