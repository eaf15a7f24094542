// A git URL may carry credentials (https://user:token@host/…). They go to git and nowhere else:
// what is stored, shown or logged has them taken out.

/** URL-style credentials: scheme://user[:password]@ (scp-style `git@host:path` names no secret). */
const URL_CREDENTIALS = /\b([a-z][a-z0-9+.-]*:\/\/)[^/\s@]+@/gi;

/** The URL without user:password@. */
export function redactUrl(url: string): string {
  return url.replace(URL_CREDENTIALS, '$1');
}

/** A message (git's stderr, an API answer) without any URL credentials or the given secrets. */
export function redactMessage(message: string, secrets: readonly (string | null | undefined)[] = []): string {
  let text = message.replace(URL_CREDENTIALS, '$1');
  for (const secret of secrets) {
    if (secret) text = text.split(secret).join('***');
  }
  return text;
}
