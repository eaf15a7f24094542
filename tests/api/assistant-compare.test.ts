import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenize } from '../../server/relevance/tokens';
import { escapeMarkdown } from '../../src/domain/text-escape';
import { parseFrames } from '../support/api/assistant-support';
import { createGoal, startSession, waitForSession } from '../support/api/engine-support';
import { createTestApp, signIn, type SignedIn, type TestApp } from '../support/api/harness';

// "Compare A with B" through the stream the SPA reads, on the page of a real offline session: the
// two ideas named by rank, by id or by words of their titles, in a table; or a question back
// listing the ideas when the message does not say which two.

interface IdeaRow {
  id: string;
  title: string;
  eloRating: number;
}

let t: TestApp;
let ada: SignedIn;
let workspaceId: string;
let sessionId: string;
let ranked: IdeaRow[];
let chatId: string;
beforeAll(async () => {
  t = await createTestApp({ env: { ASSISTANT_OFFLINE_WORD_MS: '0' } });
  ada = await signIn(t.app);
  const ids = await createGoal(t.app, ada, {
    title: 'Engineer a more stable lipase for biodiesel production in methanol',
    description: 'Solvent tolerance and half-life under process conditions matter most.',
  });
  workspaceId = ids.workspaceId;
  sessionId = (await startSession(t.app, ada, ids, { numberOfIdeas: 4, rounds: 1 })).id;
  expect((await waitForSession(t.app, ada, sessionId, undefined, 60_000)).status).toBe('completed');
  const listed = await t.app.inject({
    method: 'GET',
    url: `/v1/ideas/session/${sessionId}?limit=100`,
    headers: ada.headers,
  });
  // The assistant ranks by Elo, best first, ties by id.
  ranked = (listed.json().items as IdeaRow[]).sort((a, b) => b.eloRating - a.eloRating || a.id.localeCompare(b.id));
  const chat = await t.app.inject({
    method: 'POST',
    url: '/v1/maxwell/sessions',
    headers: ada.headers,
    payload: { workspaceId },
  });
  chatId = chat.json().sessionId;
}, 90_000);
afterAll(() => t.close());

async function ask(query: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/v1/maxwell/sessions/${chatId}/stream`,
    headers: ada.headers,
    payload: { query, context: { page: `/workspaces/${workspaceId}/session/${sessionId}` } },
  });
  expect(response.statusCode, response.body).toBe(200);
  return parseFrames(response.body).find((f) => f.event === 'final_response')!.data!.data.response as string;
}

const link = (idea: IdeaRow) => `[${escapeMarkdown(idea.title)}](/workspaces/${workspaceId}/ideas/${idea.id})`;
const compares = (answer: string, a: IdeaRow, b: IdeaRow) => {
  expect(answer).toContain(`**Comparing** ${link(a)} and ${link(b)}:`);
  expect(answer).toContain('| | First | Second |');
  for (const row of [
    '| Rank (Elo) |',
    '| Elo (matches) |',
    '| Novelty |',
    '| Method |',
    '| What it measures |',
    '| Cost |',
  ])
    expect(answer).toContain(row);
};
/** Two words of the idea's title that no other idea's title has. */
const ownWords = (idea: IdeaRow) =>
  tokenize(idea.title)
    .filter((w) => ranked.every((other) => other.id === idea.id || !tokenize(other.title).includes(w)))
    .slice(0, 2)
    .join(' ');

describe('the assistant compares the two ideas a message names', () => {
  it('by rank', async () => {
    compares(await ask('Compare #2 with idea 3'), ranked[1], ranked[2]);
  });

  it('by id', async () => {
    compares(await ask(`Compare ${ranked[3].id} and ${ranked[0].id}`), ranked[3], ranked[0]);
  });

  it('by words of their titles', async () => {
    const [a, b] = [ranked[0], ranked[2]];
    expect(ownWords(a)).not.toBe('');
    expect(ownWords(b)).not.toBe('');
    compares(await ask(`Compare ${ownWords(a)} with ${ownWords(b)}`), a, b);
  });

  it('asks which two when the message does not say, listing the ideas', async () => {
    const answer = await ask('Can you compare some of my ideas?');
    expect(answer).toContain('**Which two ideas should I compare?**');
    expect(answer).not.toContain('**Comparing**');
    for (const [i, idea] of ranked.entries()) expect(answer).toContain(`- #${i + 1} ${link(idea)}`);
  });
});
