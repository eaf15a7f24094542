import { and, eq, sql } from 'drizzle-orm';
import { SIGN_IN_MESSAGES } from '../../src/domain/messages';
import type { components } from '../../src/api/schema';
import type { Executor, Transaction } from '../db/connect';
import { users } from '../db/schema/auth';
import { forbidden } from '../http/http-error';
import type { VerifiedIdentity } from './id-token';

export type UserRow = typeof users.$inferSelect;
export type UserProfile = components['schemas']['UserProfile'];

export const toProfile = (user: UserRow): UserProfile => ({
  id: user.id,
  email: user.email,
  name: user.name,
  picture: user.picture,
});

const nameFromEmail = (email: string) => email.split('@')[0] || email;

export async function findUser(db: Executor, id: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.id, id));
  return user;
}

/** Finds the account of a verified identity: by issuer and subject, else by email, else new. */
export async function upsertIdentityUser(tx: Transaction, identity: VerifiedIdentity): Promise<UserRow> {
  const profile = {
    name: identity.name ?? nameFromEmail(identity.email),
    picture: identity.picture,
    updatedAt: sql`now()`,
  };
  const [known] = await tx
    .update(users)
    .set(profile)
    .where(and(eq(users.authIssuer, identity.issuer), eq(users.authSubject, identity.subject)))
    .returning();
  if (known) return known;

  const [byEmail] = await tx.select().from(users).where(eq(users.email, identity.email));
  if (byEmail) {
    // An address now held by a different account at the issuer (a recycled address) must not
    // inherit the old account's research.
    if (byEmail.authSubject && (byEmail.authSubject !== identity.subject || byEmail.authIssuer !== identity.issuer)) {
      throw forbidden(SIGN_IN_MESSAGES.accessDenied, 'access_denied');
    }
    const [linked] = await tx
      .update(users)
      .set({ ...profile, authIssuer: identity.issuer, authSubject: identity.subject })
      .where(eq(users.id, byEmail.id))
      .returning();
    return linked;
  }
  const [created] = await tx
    .insert(users)
    .values({
      email: identity.email,
      name: profile.name,
      picture: identity.picture,
      authIssuer: identity.issuer,
      authSubject: identity.subject,
    })
    .returning();
  return created;
}

/** Local sign-in: the email is the account; a name given replaces the stored one. */
export async function upsertLocalUser(tx: Transaction, email: string, name?: string): Promise<UserRow> {
  const normalised = email.trim().toLowerCase();
  const [user] = await tx
    .insert(users)
    .values({ email: normalised, name: name?.trim() || nameFromEmail(normalised) })
    .onConflictDoUpdate({
      target: users.email,
      set: name?.trim() ? { name: name.trim(), updatedAt: sql`now()` } : { updatedAt: sql`now()` },
    })
    .returning();
  return user;
}
