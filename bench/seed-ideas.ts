// Seeds one user's Co-Scientist session with N ideas through the app's drizzle schema, shaped as
// the engine writes them (details included, so a page weighs what a real one does). Merged
// near-duplicates and a second session of the same user sit beside it, so the list query has
// rows to skip, as it would after a few rounds.
import { sql } from 'drizzle-orm';
import { performance } from 'node:perf_hooks';
import type { Database } from '../server/db/connect';
import { goals, sessions } from '../server/db/schema/coscientist';
import { ideas } from '../server/db/schema/ideas';
import { workspaceMembers } from '../server/db/schema/members';
import { workspaces } from '../server/db/schema/workspaces';
import { pick, seededRandom, type Random } from '../server/engine/rng';

const CHUNK = 1000; // 27 columns a row stays well under PostgreSQL's 65,535 bind parameters
const TOPICS = [
  'telemonitoring',
  'diuretic titration',
  'pharmacist follow-up',
  'discharge coaching',
  'sodium restriction',
  'home exercise',
  'palliative care',
  'wearable sensor',
  'dietitian visits',
  'frailty screening',
];
const APPROACHES = [
  'A pragmatic trial of',
  'A stepped-wedge study of',
  'A registry analysis of',
  'A nurse-led programme of',
  'A low-cost pilot of',
];
const STATUSES = ['generated', 'reviewed', 'reviewed', 'reviewed', 'selected', 'archived'] as const;
const STRATEGIES = ['debate', 'assumptions', 'literature', 'evolve_grounding', 'evolve_combination', 'expansion'];

type NewIdea = typeof ideas.$inferInsert;

function idea(random: Random, sessionId: string, userId: string, n: number, base: number): NewIdea {
  const topic = pick(random, TOPICS);
  const title = `${pick(random, APPROACHES)} ${topic} to cut heart-failure readmissions (#${n})`;
  // One idea in ten has never played and keeps 1200: ties the ORDER BY must break by id.
  const elo = random() < 0.1 ? 1200 : Math.round((900 + random() * 900) * 10) / 10;
  return {
    sessionId,
    userId,
    title,
    summary: `We test whether ${topic} lowers 30-day readmission in patients discharged after heart failure, measured against usual care in idea ${n}.`,
    status: pick(random, STATUSES),
    engine: 'offline',
    noveltyScore: random(),
    correctnessScore: random(),
    feasibilityScore: random(),
    eloRating: elo,
    details: {
      hypothesis: `${topic} reduces readmissions`,
      rationale: `Because ${topic} addresses a known gap in the weeks after discharge`,
      methodology: [
        `Recruit 400 patients at discharge`,
        `Randomise ${topic} against usual care`,
        `Measure 30-day readmission and quality of life`,
      ],
      expectedOutcomes: ['Fewer readmissions', 'Better adherence'],
      resources: [{ name: 'Nurse time', type: 'personnel', cost: Math.round(random() * 50_000) }],
      timeline: { totalDuration: 90 + (n % 270) },
      risks: [{ risk: 'Low uptake', probability: Math.round(random() * 100) / 100 }],
      feasibilityAnalysis: { overall: Math.round(random() * 100) / 100 },
    },
    strategy: pick(random, STRATEGIES),
    round: 1 + (n % 5),
    cluster: n % 37,
    wins: n % 7,
    losses: n % 5,
    draws: n % 3,
    createdAt: new Date(base + n * 1000),
    updatedAt: new Date(base + n * 1000),
  };
}

async function insertIdeas(db: Database, rows: NewIdea[]): Promise<Array<{ id: string }>> {
  const inserted: Array<{ id: string }> = [];
  for (let at = 0; at < rows.length; at += CHUNK)
    inserted.push(
      ...(await db
        .insert(ideas)
        .values(rows.slice(at, at + CHUNK))
        .returning({ id: ideas.id })),
    );
  return inserted;
}

async function newSession(db: Database, userId: string): Promise<string> {
  const [ws] = await db.insert(workspaces).values({ userId, name: 'Bench lab' }).returning();
  // Its creator is its owner member, as createWorkspace makes them (decision 013).
  await db.insert(workspaceMembers).values({ workspaceId: ws.id, userId, role: 'owner' });
  const [goal] = await db
    .insert(goals)
    .values({ userId, workspaceId: ws.id, title: 'Reduce heart-failure readmissions' })
    .returning();
  const [session] = await db
    .insert(sessions)
    .values({ userId, workspaceId: ws.id, goalId: goal.id, status: 'completed', engine: 'offline' })
    .returning();
  return session.id;
}

export interface SeededIdeas {
  sessionId: string;
  ms: number;
}

/** `count` standing ideas in one session, plus 3 % merged duplicates and a 2,000-idea sibling session. */
export async function seedSessionIdeas(db: Database, userId: string, count: number): Promise<SeededIdeas> {
  const started = performance.now();
  const random = seededRandom('bench-ideas');
  const base = Date.now() - count * 1000;
  const sessionId = await newSession(db, userId);
  const standing = await insertIdeas(
    db,
    Array.from({ length: count }, (_, n) => idea(random, sessionId, userId, n, base)),
  );
  const merged = Array.from({ length: Math.round(count * 0.03) }, (_, n) => ({
    ...idea(random, sessionId, userId, count + n, base),
    duplicateOf: standing[n].id,
  }));
  await insertIdeas(db, merged);
  const sibling = await newSession(db, userId);
  await insertIdeas(
    db,
    Array.from({ length: 2000 }, (_, n) => idea(random, sibling, userId, n, base)),
  );
  await db.execute(sql`VACUUM ANALYZE ideas`);
  return { sessionId, ms: performance.now() - started };
}
