import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import { roleWithArticle } from '../../src/domain/member-messages';
import { escapeHtml } from '../../src/domain/text-escape';
import { mutate } from '../activity/mutate';
import type { Database } from '../db/connect';
import type { MailConfig } from './mail-config';

// The e-mail invitation's notice (issue 31; docs/architecture.md, "Mail"): sent after the
// invitation commits, when SMTP_URL is set. A failure never undoes the invitation: it is logged as
// a warning and recorded as an activity row on the workspace, as a sent notice is.

export interface InvitationNotice {
  invitationId: string;
  workspaceId: string;
  workspaceName: string;
  email: string;
  role: 'editor' | 'viewer';
  inviter: { id: string; name: string };
}

/** Where the invitee accepts: their invitations inbox on the dashboard, once signed in. */
export const acceptAt = (mail: MailConfig) => `${mail.publicUrl}/dashboard`;

/** The notice's subject and its plain-text and HTML bodies. */
export function invitationMessage(mail: MailConfig, notice: InvitationNotice) {
  const who = `${notice.inviter.name} invited you to ${notice.workspaceName} as ${roleWithArticle(notice.role)} on Labforge.`;
  const link = acceptAt(mail);
  return {
    subject: `${notice.inviter.name} invited you to ${notice.workspaceName} on Labforge`,
    text: `${who}\n\nSign in with this address (${notice.email}) to accept: ${link}\n`,
    html: `<p>${escapeHtml(who)}</p><p>Sign in with this address (${escapeHtml(notice.email)}) to accept: <a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
  };
}

/** SMTP_URL as the transport's options, with time limits so a silent server cannot hang a send. */
export function smtpOptions(smtpUrl: string) {
  const url = new URL(smtpUrl);
  const secure = url.protocol === 'smtps:';
  return {
    host: url.hostname.replace(/^\[|\]$/g, ''),
    port: url.port ? Number(url.port) : secure ? 465 : 587,
    secure,
    ...(url.username && {
      auth: { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) },
    }),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 20_000,
  };
}

async function deliver(mail: MailConfig & { smtpUrl: string }, notice: InvitationNotice) {
  const transport = nodemailer.createTransport(smtpOptions(mail.smtpUrl));
  try {
    await transport.sendMail({ from: mail.from, to: notice.email, ...invitationMessage(mail, notice) });
  } finally {
    transport.close();
  }
}

/** Sends the notice and records how it went; resolves either way, and at once without SMTP_URL. */
export async function sendInvitationNotice(
  db: Database,
  mail: MailConfig,
  log: FastifyBaseLogger,
  notice: InvitationNotice,
): Promise<void> {
  const { smtpUrl } = mail;
  if (!smtpUrl) return;
  const entry = { entityType: 'workspace' as const, entityId: notice.workspaceId, workspaceId: notice.workspaceId };
  const metadata = { invitationId: notice.invitationId };
  try {
    await deliver({ ...mail, smtpUrl }, notice);
    await mutate(db, notice.inviter, async (_tx, record) =>
      record({
        ...entry,
        action: 'workspace.invitation_notice_sent',
        message: `Sent the invitation notice to ${notice.email}`,
        metadata,
      }),
    );
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    log.warn({ err: error, invitationId: notice.invitationId }, 'the invitation notice could not be sent');
    await mutate(db, notice.inviter, async (_tx, record) =>
      record({
        ...entry,
        action: 'workspace.invitation_notice_failed',
        level: 'warning',
        message: `The invitation notice to ${notice.email} could not be sent: ${reason}`,
        metadata: { ...metadata, reason },
      }),
    ).catch((err: unknown) => log.warn({ err }, 'the failed notice could not be recorded'));
  }
}
