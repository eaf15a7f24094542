import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mutate } from '../../server/activity/mutate';
import { activityLogs } from '../../server/db/schema/activity';
import { workspaces } from '../../server/db/schema/workspaces';
import { createTestApp, signIn, type TestApp } from '../support/api/harness';

// The mutation mechanism itself, on the real database: work and activity commit together.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('mutate', () => {
  it('commits the work and every recorded row together', async () => {
    const { user } = await signIn(t.app);
    const id = await mutate(t.db, user, async (tx, record) => {
      const [row] = await tx.insert(workspaces).values({ userId: user.id, name: 'A' }).returning();
      record({ entityType: 'workspace', entityId: row.id, action: 'workspace.created', message: 'one' });
      record({
        entityType: 'workspace',
        entityId: row.id,
        action: 'workspace.tagged',
        level: 'debug',
        message: 'two',
        metadata: { k: 1 },
      });
      return row.id;
    });
    const rows = await t.db.select().from(activityLogs).where(eq(activityLogs.entityId, id));
    expect(rows.map((r) => [r.action, r.level, r.userId])).toEqual(
      expect.arrayContaining([
        ['workspace.created', 'info', user.id],
        ['workspace.tagged', 'debug', user.id],
      ]),
    );
  });

  it('rolls back the work and the activity when the work fails after recording', async () => {
    const { user } = await signIn(t.app);
    await expect(
      mutate(t.db, user, async (tx, record) => {
        const [row] = await tx.insert(workspaces).values({ userId: user.id, name: 'Doomed' }).returning();
        record({ entityType: 'workspace', entityId: row.id, action: 'workspace.created', message: 'never' });
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await t.db.select().from(workspaces).where(eq(workspaces.userId, user.id))).toEqual([]);
    const rows = await t.db.select().from(activityLogs).where(eq(activityLogs.userId, user.id));
    expect(rows.filter((r) => r.entityType === 'workspace')).toEqual([]);
  });

  it('rolls back the work when an activity row cannot be written', async () => {
    const { user } = await signIn(t.app);
    await expect(
      mutate(t.db, null, async (tx, record) => {
        await tx.insert(workspaces).values({ userId: user.id, name: 'Orphan' });
        record({ entityType: 'workspace', entityId: 'x', action: 'workspace.created', message: 'no user to own it' });
      }),
    ).rejects.toThrow(/no user/);
    expect(await t.db.select().from(workspaces).where(eq(workspaces.userId, user.id))).toEqual([]);
  });
});
