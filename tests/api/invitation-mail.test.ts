import { and, eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerOptions } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { activityLogs } from '../../server/db/schema/activity';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';
import { makeWorkspace } from '../support/api/invitation-support';

// The e-mail invitation's notice over SMTP (issue 31; docs/architecture.md, "Mail"), against a real
// SMTP server on loopback: with SMTP_URL set, the invitee gets a notice naming who invited them,
// to what and as what, with the link to accept; a server that refuses it leaves the invitation in
// place and the failure on the workspace's activity. Without SMTP_URL, the config says no mail.

interface Received {
  to: string[];
  raw: string;
}

/** The message as a reader sees its words: soft line breaks joined and =XX escapes read. */
const decodeQuotedPrintable = (raw: string) =>
  raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

async function smtpServer(options: Partial<SMTPServerOptions> = {}) {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = decodeQuotedPrintable(Buffer.concat(chunks).toString());
        received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
        callback();
      });
    },
    ...options,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { received, url: `smtp://127.0.0.1:${port}`, close: () => new Promise<void>((r) => server.close(() => r())) };
}

const PUBLIC_URL = 'http://labforge.test:8080';
/** The notice is sent after the answer: wait for it, well inside the test's own limit. */
const SETTLED = { timeout: 30_000, interval: 50 };
let mailing: Awaited<ReturnType<typeof smtpServer>>;
let refusing: Awaited<ReturnType<typeof smtpServer>>;
let t: TestApp, refused: TestApp, silent: TestApp;
let ada: SignedIn;

beforeAll(async () => {
  mailing = await smtpServer();
  refusing = await smtpServer({
    onRcptTo(_address, _session, callback) {
      callback(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
    },
  });
  const env = { SMTP_FROM: 'Labforge <lab@example.org>', PUBLIC_URL };
  t = await createTestApp({ env: { ...env, SMTP_URL: mailing.url } });
  refused = await createTestApp({ env: { ...env, SMTP_URL: refusing.url } });
  silent = await createTestApp();
  ada = await signIn(t.app, undefined, 'Ana Lopez');
});
afterAll(async () => {
  await Promise.all([t?.close(), refused?.close(), silent?.close()]);
  await Promise.all([mailing?.close(), refusing?.close()]);
});

const invite = (app: TestApp, workspaceId: string, email: string) =>
  app.app.inject({
    method: 'POST',
    url: `/v1/workspaces/${workspaceId}/invitations`,
    headers: ada.headers,
    payload: { email, role: 'editor' },
  });

const noticeRows = (workspaceId: string, action: string) =>
  t.db
    .select()
    .from(activityLogs)
    .where(and(eq(activityLogs.workspaceId, workspaceId), eq(activityLogs.action, action)));

const pendingOf = async (workspaceId: string) =>
  (
    await t.app.inject({ method: 'GET', url: `/v1/workspaces/${workspaceId}/invitations`, headers: ada.headers })
  ).json();

describe('the e-mail invitation’s notice', () => {
  it('mails the invitee who invited them, to what, as what, and where to accept', async () => {
    const workspaceId = await makeWorkspace(t.app, ada, 'Kelp lab');
    const response = await invite(t, workspaceId, 'Ben@Example.org');
    expect(response.statusCode, response.body).toBe(201);
    await vi.waitFor(() => expect(mailing.received).toHaveLength(1), SETTLED);
    const [mail] = mailing.received;
    expect(mail.to).toEqual(['ben@example.org']);
    expect(mail.raw).toMatch(/^Subject: Ana Lopez invited you to Kelp lab on Labforge\r?$/m);
    expect(mail.raw).toMatch(/^From: Labforge <lab@example\.org>\r?$/m);
    expect(mail.raw).toContain('Ana Lopez invited you to Kelp lab as an editor on Labforge.');
    expect(mail.raw).toContain(`to accept: ${PUBLIC_URL}/dashboard`);
    expect(mail.raw).toContain('Content-Type: text/html');
    await vi.waitFor(
      async () => expect(await noticeRows(workspaceId, 'workspace.invitation_notice_sent')).toHaveLength(1),
      SETTLED,
    );
    expect((await pendingOf(workspaceId)).items).toEqual([
      expect.objectContaining({ email: 'ben@example.org', notice: 'sent' }),
    ]);
  });

  it('keeps the invitation when the mail server refuses the notice, and records the failure', async () => {
    const workspaceId = await makeWorkspace(t.app, ada, 'Soil lab');
    const response = await invite(refused, workspaceId, 'cy@example.org');
    expect(response.statusCode, response.body).toBe(201);
    await vi.waitFor(async () => {
      const [row] = await noticeRows(workspaceId, 'workspace.invitation_notice_failed');
      expect(row?.message).toMatch(
        /^The invitation notice to cy@example\.org could not be sent: .*Mailbox unavailable/,
      );
      expect(row?.level).toBe('warning');
    }, SETTLED);
    expect((await pendingOf(workspaceId)).items).toEqual([
      expect.objectContaining({ email: 'cy@example.org', kind: 'email', notice: 'failed' }),
    ]);
    expect(refusing.received).toHaveLength(0);
  });

  it('shows no notice on an invitation made without mail set up, nor on a link', async () => {
    const workspaceId = await makeWorkspace(t.app, ada, 'Quiet lab');
    expect((await invite(silent, workspaceId, 'dee@example.org')).statusCode).toBe(201);
    const link = await t.app.inject({
      method: 'POST',
      url: `/v1/workspaces/${workspaceId}/invitation-links`,
      headers: ada.headers,
      payload: { role: 'viewer' },
    });
    expect(link.statusCode, link.body).toBe(201);
    const { items } = await pendingOf(workspaceId);
    expect(items).toHaveLength(2);
    for (const item of items) expect(item).not.toHaveProperty('notice');
  });

  it('says in the config whether mail is configured', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/v1/config' })).json().mail).toEqual({ configured: true });
    expect((await silent.app.inject({ method: 'GET', url: '/v1/config' })).json().mail).toEqual({ configured: false });
  });
});
