import { httpUrl, read, type Env } from '../config-env';

// The optional SMTP setting for the e-mail invitation's notice (issue 31; decision 013, step 2):
// unset, no mail is sent and the invitation waits in the invitee's inbox for their next sign-in.

export interface MailConfig {
  /** SMTP_URL, e.g. smtp://user:pass@mail.example.org:587 or smtps://…:465; null: no mail is sent. */
  smtpUrl: string | null;
  /** SMTP_FROM: the notice's sender. */
  from: string;
  /** PUBLIC_URL: the address people open Labforge at, for links in mail. */
  publicUrl: string;
}

export function readMailConfig(env: Env, listening: { host: string; port: number }): MailConfig {
  const smtpUrl = read(env, 'SMTP_URL') ?? null;
  if (smtpUrl !== null && !/^smtps?:\/\/[^/\s]+/i.test(smtpUrl))
    throw new Error(`SMTP_URL must be an smtp:// or smtps:// URL, got '${smtpUrl.replace(/\/\/[^@/]*@/, '//…@')}'`);
  const host = listening.host.includes(':') ? `[${listening.host}]` : listening.host;
  const publicUrl = httpUrl(read(env, 'PUBLIC_URL') ?? `http://${host}:${listening.port}`, 'PUBLIC_URL');
  return { smtpUrl, from: read(env, 'SMTP_FROM') ?? 'Labforge <labforge@localhost>', publicUrl };
}
