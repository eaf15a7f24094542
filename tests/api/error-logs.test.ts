import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import { DrizzleQueryError, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { errorOf, signIn, testConfig, testDatabase } from '../support/api/harness';

// A failing query carries what the user typed as a parameter; the log says why it failed and
// never repeats what was typed.

const lines: string[] = [];
const stream = new Writable({ write: (chunk, _encoding, done) => (lines.push(String(chunk)), done()) });
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  const database = await testDatabase();
  // The database itself refuses these names, and quotes the name in its own message.
  await database.db.execute(
    sql.raw(`
    CREATE FUNCTION refuse_marked_names() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF NEW.name LIKE 'marker-%' THEN RAISE EXCEPTION 'refused workspace name "%"', NEW.name USING ERRCODE = 'P0001'; END IF;
      RETURN NEW;
    END $$
  `),
  );
  await database.db.execute(
    sql.raw(
      'CREATE TRIGGER refuse_marked_names BEFORE INSERT ON workspaces FOR EACH ROW EXECUTE FUNCTION refuse_marked_names()',
    ),
  );
  app = await buildApp({ config: testConfig(), database, logger: { level: 'error', stream } });
  await app.ready();
});
afterAll(() => app?.close());

describe('the log of a failed request', () => {
  it('names the failure and its cause but never the query parameters', async () => {
    const marker = `marker-${randomUUID()}`;
    const { headers } = await signIn(app);
    lines.length = 0;
    const response = await app.inject({
      method: 'POST',
      url: '/v1/workspaces',
      headers,
      payload: { name: marker, description: `${marker} notes` },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual(errorOf('An unexpected error occurred', 'internal_error'));
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    // The real cause: the query that failed, the database's reason and its code.
    expect(logged).toContain('Failed query: insert into');
    expect(logged).toContain('refused workspace name');
    expect(logged).toContain('P0001');
    expect(logged).not.toContain(marker);
    expect(logged).not.toContain('params');
  });

  it('keeps parameters out of whatever else logs an error', () => {
    const marker = `marker-${randomUUID()}`;
    lines.length = 0;
    app.log.error(
      { err: new DrizzleQueryError('select $1', [marker], new Error(`no row for "${marker}"`)) },
      'elsewhere',
    );
    const logged = lines.join('');
    expect(logged).toContain('no row for');
    expect(logged).not.toContain(marker);
  });
});
